/**
 * The build's entry for prerendering (scripts/prerender-plugin.ts): renders the booking page in a
 * language to HTML with React's static rendering, from the default catalogue. The browser hydrates it
 * with the same components and the same catalogue (client/src/main.tsx).
 */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { BOOKING_PAGE_ROUTES } from "@shared/client-routes";
import { App } from "@/app/app";
import { seedPrerenderedCatalogue } from "@/features/booking/api/prerendered-catalogue";
import { loadDictionary } from "@/lib/i18n/dictionaries";
import type { Locale } from "@shared/schema";
import { queryClient } from "@/lib/api-client";

export async function renderBookingPage(language: Locale): Promise<string> {
  await loadDictionary(language);
  seedPrerenderedCatalogue(queryClient);
  // An error inside a Suspense boundary would only leave its fallback (a spinner) in the HTML: fail the build instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App ssrPath={BOOKING_PAGE_ROUTES[0]} language={language} />
    </StrictMode>,
    // Never outline a large boundary into a later chunk: that takes an inline script the CSP refuses.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length > 0) throw new AggregateError(errors, `prerendering the booking page in ${language} failed`);
  return new Response(prelude).text();
}
