/**
 * The build's entry for prerendering (scripts/prerender-plugin.ts): renders a page in a language to HTML
 * with React's static rendering. The browser hydrates it with the same components and the same data
 * (client/src/main.tsx).
 */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { BOOKING_PAGE_ROUTES } from "@shared/client-routes";
import { App } from "@/app/app";
import { seedPrerenderedCatalogue } from "@/features/booking/api/prerendered-catalogue";
import { bookingConfirmedPath } from "@/lib/booking-confirmed";
import { loadDictionary } from "@/lib/i18n/dictionaries";
import type { Locale } from "@shared/schema";
import { queryClient } from "@/lib/api-client";

/**
 * The token the confirmation page's shell is rendered for. The page shows no part of its token until
 * the booking has loaded, so the shell is the same for every booking.
 */
const SHELL_TOKEN = "prerendered";

async function renderPage(ssrPath: string, language: Locale, name: string): Promise<string> {
  await loadDictionary(language);
  // An error inside a Suspense boundary would only leave its fallback (a spinner) in the HTML: fail the build instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App ssrPath={ssrPath} language={language} />
    </StrictMode>,
    // Never outline a large boundary into a later chunk: that takes an inline script the CSP refuses.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length > 0) throw new AggregateError(errors, `prerendering the ${name} in ${language} failed`);
  return new Response(prelude).text();
}

/** The booking page, its cards drawn from the default catalogue. */
export function renderBookingPage(language: Locale): Promise<string> {
  seedPrerenderedCatalogue(queryClient);
  return renderPage(BOOKING_PAGE_ROUTES[0], language, "booking page");
}

/**
 * A booking's confirmation page as it stands while the booking loads (nothing is fetched at build): its
 * card, check and heading, with room kept for the name and the sections.
 */
export function renderConfirmedPageShell(language: Locale): Promise<string> {
  return renderPage(bookingConfirmedPath(SHELL_TOKEN), language, "confirmation page's shell");
}
