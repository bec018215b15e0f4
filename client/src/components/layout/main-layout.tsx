import type { ReactNode } from "react";
import { useI18n } from "@/lib/i18n/use-i18n";
import { Footer } from "./footer";
import { TopNav } from "./top-nav";

export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-plum-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t.common.skipToContent}
      </a>
      <TopNav />
      {/* At least a screen tall, so the footer starts below the fold and cannot jump down as the page's data arrives. */}
      <main id="main" tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 pt-6 focus:outline-none sm:px-6 sm:pt-10">
        {children}
      </main>
      <Footer />
    </div>
  );
}
