import { CircleAlert } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useI18n } from "@/lib/i18n/use-i18n";

/** The two sentences are fixed product wording, in English in both languages; only the way back is translated. */
export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-md py-8">
      <Card>
        <CardContent className="space-y-4 pt-6 sm:pt-6">
          <div className="flex items-center gap-2">
            <CircleAlert className="size-7 text-red-700" aria-hidden />
            <h1 lang="en" className="text-2xl font-bold text-stone-900">404 Page Not Found</h1>
          </div>
          <p lang="en" className="text-sm text-stone-700">Did you forget to add the page to the router?</p>
          <Button asChild variant="outline">
            <Link href="/">{t.common.backToBooking}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
