import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { EARLY_CLICK_ATTRIBUTE, ENGLISH_TEMPLATE_ID, PRERENDERED_LANGUAGE_ATTRIBUTE, ROOT_ELEMENT_ID } from "@shared/prerendered-page";
import { App } from "@/app/app";
import { seedPrerenderedCatalogue } from "@/features/booking/api/prerendered-catalogue";
import { takeEarlyClick } from "@/lib/early-click";
import { loadDictionary } from "@/lib/i18n/dictionaries";
import { storedLanguage } from "@/lib/i18n/language";
import { queryClient } from "@/lib/api-client";
import "./index.css";

const root = document.getElementById(ROOT_ELEMENT_ID);
if (!root) throw new Error(`index.html has no #${ROOT_ELEMENT_ID} element`);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The booking page and a booking's confirmation page (as it stands while the booking loads) arrive
// prerendered (see scripts/prerender-plugin.ts) and are hydrated; every other page is drawn here.
const language = storedLanguage();
const prerenderedLanguage = root.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
document.getElementById(ENGLISH_TEMPLATE_ID)?.remove();
root.removeAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
void loadDictionary(language).then(() => {
  const earlyClick = takeEarlyClick();
  if (prerenderedLanguage === language) {
    // The same catalogue the build drew the cards from (and had in its cache for the confirmation page's
    // shell), marked stale so the page asks the API for today's.
    seedPrerenderedCatalogue(queryClient);
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    // A tap on the painted page before the app listened: clicked again now that React listens, which
    // hydrates the page at once (React does so for a click on a part not yet hydrated) and handles it.
    if (earlyClick?.isConnected) {
      earlyClick.click();
      earlyClick.removeAttribute(EARLY_CLICK_ATTRIBUTE);
    }
  } else {
    createRoot(root).render(app);
  }
});
