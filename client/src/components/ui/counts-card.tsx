import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

interface CountsCardProps {
  /** Unique on the page: the card is labelled by its title. */
  titleId: string;
  title: string;
  counts: ReadonlyArray<readonly [label: string, value: number]>;
}

/** The outcome of a bulk action as labelled numbers, announced as a status. */
export function CountsCard({ titleId, title, counts }: CountsCardProps) {
  return (
    <Card role="status" aria-labelledby={titleId} className="border-emerald-200 bg-emerald-50">
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {counts.map(([label, value]) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="text-sm text-stone-700">{label}</dt>
              <dd className="text-2xl font-semibold text-stone-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
