import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useToasts } from "@/components/ui/use-toast";
import { useLoadOnFirstInteraction } from "@/features/booking/hooks/use-load-on-first-interaction";
import { loadDictionary } from "@/lib/i18n/dictionaries";
import { I18nProvider } from "@/lib/i18n/i18n-provider";
import type { Locale } from "@shared/schema";
import { queryClient } from "@/lib/api-client";

// The toast machinery (Radix, about 10 kB gzipped) and the English dictionary are not part of the first
// screen: they download at the visitor's first interaction, or when a toast or the switch needs them sooner.
const loadToaster = () => import("@/components/ui/toaster");
const loadWhenUsed = () => {
  void loadToaster();
  void loadDictionary("en");
};
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

function ToasterOnDemand() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  useLoadOnFirstInteraction(loadWhenUsed);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function AppProvider({ language, children }: { language?: Locale; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider initialLanguage={language}>
        {children}
        <ToasterOnDemand />
      </I18nProvider>
    </QueryClientProvider>
  );
}
