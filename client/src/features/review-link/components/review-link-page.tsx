import { CircleAlert, Heart, LoaderCircle } from "lucide-react";
import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { Link, useParams } from "wouter";
import type { ReviewLinkResponse } from "@shared/api";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { NoticeCard } from "@/components/ui/notice-card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/input";
import { StarRatingInput } from "@/components/ui/star-rating-input";
import { formatDateTime, localizedName } from "@/lib/format";
import { errorMessage } from "@/lib/api-client";
import { getReviewLink, isInvalidLink } from "../api/get-review-link";
import { COMMENT_MAX_LENGTH, isAlreadyReviewed, submitReview } from "../api/submit-review";
import { useLinkLanguage } from "@/lib/i18n/use-link-language";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { useReviewLinkStrings } from "../i18n/strings";

/** The page's steps: loading, the form, thank-you once submitted; else the invalid/expired screen or a load error. */
type PageState =
  | { step: "loading" }
  | { step: "form"; link: ReviewLinkResponse }
  | { step: "thanks" }
  | { step: "invalid" }
  | { step: "loadError" };

/** A one-message screen: the shared notice card with its sentence, and what to do next when there is something. */
function Centered({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children?: ReactNode }) {
  return (
    <NoticeCard icon={icon} title={title}>
      <p className="text-stone-700">{text}</p>
      {children}
    </NoticeCard>
  );
}

function ReviewForm({ token, link, onDone, onInvalid }: { token: string; link: ReviewLinkResponse; onDone: () => void; onInvalid: () => void }) {
  const t = useReviewLinkStrings();
  const language = usePageLanguage();
  const baseId = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = (item: { nameEn: string; nameEs: string }) => localizedName(item, language);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating < 1 || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await submitReview(token, { rating, comment }, language);
      setSubmitting(false);
      onDone();
    } catch (failure) {
      setSubmitting(false);
      if (isInvalidLink(failure)) onInvalid();
      else setError(isAlreadyReviewed(failure) ? errorMessage(failure, t.submitFailed) : t.submitFailed);
    }
  };

  const rows: [string, string][] = [[t.service, name(link.service)]];
  if (link.staff) rows.push([t.manicurist, name(link.staff)]);
  rows.push([t.date, formatDateTime(link.appointment.appointmentDate, link.appointment.appointmentTime, language)]);

  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader>
        <h1 className="font-display text-2xl font-semibold text-plum-950">{t.title}</h1>
        <CardDescription>{t.subtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-plum-50 p-4 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-stone-600">{label}</dt>
              <dd className="font-semibold text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
        <form className="grid gap-5" onSubmit={(event) => void handleSubmit(event)} noValidate>
          <div className="grid gap-1.5">
            <span id={`${baseId}-rating`} className="text-sm font-semibold text-stone-800">
              {t.rating}
            </span>
            <div className="flex flex-wrap items-center gap-3">
              <StarRatingInput
                value={rating}
                onChange={setRating}
                optionLabel={(stars) => t.starOption(stars, t.ratingLabels[stars])}
                labelledBy={`${baseId}-rating`}
              />
              <span className="text-sm font-medium text-stone-700" aria-hidden>
                {rating > 0 ? t.ratingLabels[rating] : t.ratingHint}
              </span>
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${baseId}-comment`}>{t.comment}</Label>
            <Textarea
              id={`${baseId}-comment`}
              value={comment}
              maxLength={COMMENT_MAX_LENGTH}
              placeholder={t.commentPlaceholder}
              aria-describedby={`${baseId}-count`}
              onChange={(event) => setComment(event.target.value)}
            />
            <span id={`${baseId}-count`} className="text-right text-xs text-stone-600">
              {t.characters(comment.length, COMMENT_MAX_LENGTH)}
            </span>
          </div>
          {error && (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              {error}
            </p>
          )}
          <Button type="submit" size="lg" disabled={rating < 1 || submitting}>
            {submitting ? t.submitting : t.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * /review/{token}: the customer rates a completed appointment from the emailed link (docs/product-rules.md,
 * "Emailed links").
 */
export default function ReviewLinkPage() {
  const params = useParams<{ token?: string }>();
  const token = params.token?.trim() ?? "";
  const t = useReviewLinkStrings();
  const [state, setState] = useState<PageState>(() => (token ? { step: "loading" } : { step: "invalid" }));

  const load = useCallback(async () => {
    if (!token) return;
    setState({ step: "loading" });
    try {
      setState({ step: "form", link: await getReviewLink(token) });
    } catch (error) {
      setState({ step: isInvalidLink(error) ? "invalid" : "loadError" });
    }
  }, [token]);

  useEffect(() => {
    void load();
  }, [load]);
  const inLinkLanguage = useLinkLanguage(state.step === "form" ? state.link.locale : undefined);

  const loading = (
    <div role="status" className="flex items-center justify-center gap-2 py-16 text-stone-600">
      <LoaderCircle className="size-5 animate-spin text-plum-700" aria-hidden />
      <span className="text-sm">{t.loading}</span>
    </div>
  );
  switch (state.step) {
    case "loading":
      return loading;
    case "invalid":
      return (
        <Centered icon={<CircleAlert className="size-12 text-red-700" aria-hidden />} title={t.invalidTitle} text={t.invalid}>
          <Button asChild variant="outline">
            <Link href="/">{t.backHome}</Link>
          </Button>
        </Centered>
      );
    case "loadError":
      return (
        <Centered icon={<CircleAlert className="size-12 text-red-700" aria-hidden />} title={t.connectionError} text={t.loadFailed}>
          <Button variant="outline" onClick={() => void load()}>
            {t.retry}
          </Button>
        </Centered>
      );
    case "thanks":
      return <Centered icon={<Heart className="size-12 fill-plum-600 text-plum-700" aria-hidden />} title={t.thankYou} text={t.submitted} />;
    case "form":
      if (!inLinkLanguage) return loading;
      return (
        <ReviewForm
          token={token}
          link={state.link}
          onDone={() => setState({ step: "thanks" })}
          onInvalid={() => setState({ step: "invalid" })}
        />
      );
  }
}
