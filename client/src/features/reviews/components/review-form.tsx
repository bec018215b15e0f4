import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { StarRatingInput } from "@/components/ui/star-rating-input";
import { toast } from "@/components/ui/use-toast";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useReviewsStrings } from "../i18n/strings";
import { errorMessage } from "@/lib/api-client";
import { useCreateReview } from "../api/create-review";

export function ReviewForm() {
  const { t } = useI18n();
  const s = useReviewsStrings();
  const createReview = useCreateReview();
  const [customerName, setCustomerName] = useState("");
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const baseId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!customerName.trim() || rating <= 0 || !comment.trim()) {
      toast({ variant: "destructive", title: t.common.error, description: s.fillAllFields });
      return;
    }
    createReview.mutate(
      { customerName: customerName.trim(), rating, comment: comment.trim() },
      {
        onSuccess: () => {
          toast({ title: s.thankYou, description: s.submitted });
          setCustomerName("");
          setRating(0);
          setComment("");
        },
        onError: (error) => {
          toast({ variant: "destructive", title: t.common.error, description: errorMessage(error, t.common.anErrorOccurred) });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{s.formTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor={`${baseId}-name`}>{s.name}</Label>
            <Input id={`${baseId}-name`} autoComplete="name" value={customerName} onChange={(event) => setCustomerName(event.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <span id={`${baseId}-rating`} className="text-sm font-semibold text-stone-800">
              {s.rating}
            </span>
            <StarRatingInput value={rating} onChange={setRating} optionLabel={s.starOption} labelledBy={`${baseId}-rating`} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${baseId}-comment`}>{s.comment}</Label>
            <Textarea id={`${baseId}-comment`} value={comment} onChange={(event) => setComment(event.target.value)} />
          </div>
          <Button type="submit" size="lg" disabled={createReview.isPending}>
            {createReview.isPending ? s.submitting : s.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
