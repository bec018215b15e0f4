import { Card } from "@/components/ui/card";
import { StarRating } from "@/components/ui/star-rating";
import { formatDate } from "@/lib/format";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useReviewsStrings } from "../i18n/strings";
import { SAMPLE_REVIEWS } from "../content/sample-reviews";
import { ReviewForm } from "./review-form";

export function ReviewsPage() {
  const { language } = useI18n();
  const s = useReviewsStrings();
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="font-display text-3xl font-semibold text-plum-950 sm:text-4xl">{s.title}</h1>
        <p className="text-stone-700">{s.subtitle}</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[380px_minmax(0,1fr)]">
        <ReviewForm />
        <section aria-labelledby="sample-reviews-title" className="space-y-4">
          <h2 id="sample-reviews-title" className="font-display text-xl font-semibold text-plum-950">
            {s.sampleTitle}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {SAMPLE_REVIEWS.map((review) => (
              <li key={review.id}>
                <Card className="h-full p-4">
                  <div className="mb-2 flex items-start justify-between gap-2">
                    <div>
                      <p className="font-semibold text-stone-900">{review.name}</p>
                      <p className="text-xs text-stone-600">{formatDate(review.date, language, "medium")}</p>
                    </div>
                    <StarRating value={review.rating} label={s.starOption(review.rating)} />
                  </div>
                  <p className="text-sm text-stone-700">{review.comment[language]}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
