import { useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { StarRating } from "@/components/ui/star-rating";
import { useI18n } from "@/lib/i18n/use-i18n";
import { MAX_REVIEWS_PER_SERVICE, SERVICE_REVIEWS } from "../content/service-reviews";

export function ServiceReviewsCard({ serviceId, serviceName }: { serviceId: string; serviceName: string }) {
  const { t, language } = useI18n();
  const titleId = useId();
  const reviews = (SERVICE_REVIEWS[serviceId] ?? []).slice(0, MAX_REVIEWS_PER_SERVICE);
  if (reviews.length === 0) return null;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">{t.booking.customerReviews(serviceName)}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 md:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.name} className="rounded-xl bg-plum-50 p-3">
              <div className="mb-1 flex items-center justify-between gap-2">
                <span className="font-semibold text-stone-900">{review.name}</span>
                <StarRating value={review.rating} label={t.booking.ratingOutOfFive(review.rating)} />
              </div>
              <p className="text-sm text-stone-700">{review.comment[language]}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
