import { useId } from "react";
import type { Locale } from "@shared/schema";
import { emailParagraphs } from "../utils/draft";
import { useMarketingStrings } from "../i18n/strings";

interface VersionPreviewProps {
  label: string;
  lang: Locale;
  subject: string;
  body: string;
}

/** One version as the email shows it: its subject, then its paragraphs. Marked with its language, so a screen reader speaks it in that language. */
function VersionPreview({ label, lang, subject, body }: VersionPreviewProps) {
  const s = useMarketingStrings();
  const headingId = useId();
  const paragraphs = emailParagraphs(body);
  return (
    <article aria-labelledby={headingId} className="grid content-start gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-5">
      <h4 id={headingId} className="text-sm font-semibold tracking-wide text-plum-800 uppercase">
        {label}
      </h4>
      <p className="text-stone-900">
        <span className="text-stone-600">{s.previewSubject}</span>{" "}
        {subject.trim() ? (
          <strong lang={lang} className="font-semibold">
            {subject.trim()}
          </strong>
        ) : (
          <span className="text-stone-600 italic">{s.previewNoSubject}</span>
        )}
      </p>
      <div className="grid gap-4 rounded-xl bg-white p-4 leading-relaxed text-stone-900 shadow-sm">
        {paragraphs.length > 0 ? (
          <div lang={lang} className="grid gap-4">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        ) : (
          <p className="text-stone-600 italic">{s.previewNoBody}</p>
        )}
      </div>
    </article>
  );
}

/** Both versions side by side, updated as they are typed. */
export function CampaignPreview({ subjectEs, bodyEs, subjectEn, bodyEn }: { subjectEs: string; bodyEs: string; subjectEn: string; bodyEn: string }) {
  const s = useMarketingStrings();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={headingId} className="font-display text-lg font-semibold text-plum-950">
          {s.previewTitle}
        </h3>
        <p className="text-sm text-stone-600">{s.previewNote}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <VersionPreview label={s.spanishVersion} lang="es" subject={subjectEs} body={bodyEs} />
        <VersionPreview label={s.englishVersion} lang="en" subject={subjectEn} body={bodyEn} />
      </div>
    </section>
  );
}
