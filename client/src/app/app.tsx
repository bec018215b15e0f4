import { Router } from "wouter";
import type { Locale } from "@shared/schema";
import { AppProvider } from "./provider";
import { AppRouter } from "./router";

/** `ssrPath` and `language` are for the build's prerendering; the browser reads both itself. */
export function App({ ssrPath, language }: { ssrPath?: string; language?: Locale }) {
  return (
    <AppProvider language={language}>
      <Router ssrPath={ssrPath}>
        <AppRouter />
      </Router>
    </AppProvider>
  );
}
