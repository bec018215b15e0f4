import { CircleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

interface LoadErrorCardProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** With a title the card stands alone, centred under an alert icon, in place of the whole list. */
  title?: string;
  /** The title's level in the page's outline. */
  headingLevel?: 2 | 3;
}

/** What a page shows in place of data that failed to load, with a way to ask again. */
export function LoadErrorCard({ message, retryLabel, onRetry, title, headingLevel = 2 }: LoadErrorCardProps) {
  const retry = (
    <Button variant="outline" size="sm" onClick={onRetry}>
      {retryLabel}
    </Button>
  );
  if (title === undefined) {
    return (
      <Card role="alert" className="border-red-200">
        <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-5 sm:pt-6">
          <p className="font-medium text-red-800">{message}</p>
          {retry}
        </CardContent>
      </Card>
    );
  }
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card role="alert" className="border-red-200">
      <CardContent className="grid justify-items-center gap-3 pt-6 text-center sm:pt-8">
        <CircleAlert className="size-8 text-red-700" aria-hidden />
        <Heading className="font-display text-xl font-semibold text-red-900">{title}</Heading>
        <p className="text-stone-700">{message}</p>
        {retry}
      </CardContent>
    </Card>
  );
}
