import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown, Star } from "lucide-react";
import { useState } from "react";
import { STAR_RATINGS } from "@shared/admin-catalogue-api";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useStaffReviews } from "../api/get-staff-reviews";
import { useStaffStrings } from "../i18n/strings";

export function ReviewsPanel({ staffId }: { staffId: number }) {
  const s = useStaffStrings();
  const [open, setOpen] = useState(false);
  const reviews = useStaffReviews(staffId, { enabled: open });

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="rounded-xl border border-plum-100">
      <Collapsible.Trigger asChild>
        <Button variant="ghost" className="w-full justify-between rounded-xl px-4">
          <span className="flex items-center gap-2">
            <Star className="text-amber-600" aria-hidden />
            {s.reviews}
          </span>
          <ChevronDown className={open ? "rotate-180 transition-transform" : "transition-transform"} aria-hidden />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content className="px-4 pb-4">
        {reviews.isPending ? (
          <Spinner label={s.reviewsLoading} className="py-3" />
        ) : reviews.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-2 py-2">
            <p className="text-sm font-medium text-red-800">{s.reviewsError}</p>
            <Button variant="outline" size="sm" onClick={() => void reviews.refetch()}>
              {s.retry}
            </Button>
          </div>
        ) : reviews.data.totalReviews === 0 ? (
          <p className="py-2 text-sm text-stone-600">{s.noReviews}</p>
        ) : (
          <div className="grid gap-3 pt-1">
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-3xl font-semibold text-stone-900 tabular-nums">
                {reviews.data.averageRating.toFixed(1)}
                <span className="sr-only"> {s.averageOutOf(reviews.data.averageRating.toFixed(1))}</span>
              </span>
              <span className="flex text-amber-500" aria-hidden>
                {Array.from({ length: 5 }, (_, index) => (
                  <Star key={index} className={index < Math.round(reviews.data.averageRating) ? "size-4 fill-current" : "size-4"} />
                ))}
              </span>
              <span className="text-sm text-stone-600">{s.totalReviews(reviews.data.totalReviews)}</span>
            </p>
            <dl className="grid gap-1.5" aria-label={s.distributionLabel}>
              {STAR_RATINGS.map((star) => (
                <div key={star} className="grid grid-cols-[7.5rem_1fr_auto] items-center gap-2 text-sm">
                  <dt className="truncate text-stone-700" title={s.starLabels[star]}>
                    <span aria-hidden>{star}★ </span>
                    <span className="sr-only">{s.stars(star)}, </span>
                    {s.starLabels[star]}
                  </dt>
                  <dd className="contents">
                    <span className="h-2 overflow-hidden rounded-full bg-stone-200" aria-hidden>
                      <span
                        className="block h-full rounded-full bg-amber-500"
                        style={{ width: `${reviews.data.ratingPercentages[star]}%` }}
                      />
                    </span>
                    <span className="w-20 text-right text-stone-800 tabular-nums">
                      {reviews.data.ratingBreakdown[star]} ({reviews.data.ratingPercentages[star]}%)
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
