import { PackagePlus } from "lucide-react";
import type { SeedServiceStatus } from "@shared/admin-catalogue-api";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useSeedServices } from "../api/seed-services";
import { useMaintenanceStrings } from "../i18n/strings";

const STATUS_TONES: Record<SeedServiceStatus, string> = {
  created: "bg-emerald-100 text-emerald-900",
  already_exists: "bg-stone-200 text-stone-800",
  error: "bg-red-100 text-red-900",
};

export default function SeedServicesPage() {
  const s = useMaintenanceStrings();
  const seed = useSeedServices();
  const results = seed.data?.services ?? [];
  const count = (status: SeedServiceStatus) => results.filter((result) => result.status === status).length;

  const run = () =>
    seed.mutate(undefined, {
      onSuccess: (result) => toast({ title: s.success, description: result.message }),
      onError: (error) => toast({ variant: "destructive", title: s.error, description: errorMessage(error, s.seedFailed) }),
    });

  return (
    <div className="grid gap-6">
      <Card aria-labelledby="seed-services-title">
        <CardHeader>
          <h1 id="seed-services-title" className="font-display text-2xl font-semibold text-plum-950">
            {s.seedTitle}
          </h1>
          <CardDescription>{s.seedIntro}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={run} disabled={seed.isPending}>
            <PackagePlus aria-hidden />
            {seed.isPending ? s.seeding : s.seedButton}
          </Button>
        </CardContent>
      </Card>

      {seed.data ? (
        <section className="grid gap-3" aria-labelledby="seed-services-results">
          <h2 id="seed-services-results" className="font-display text-xl font-semibold text-plum-950">
            {s.resultsCaption}
          </h2>
          <p role="status" className="text-stone-700">
            {s.seedSummary(count("created"), count("already_exists"), count("error"))}
          </p>
          <div className="overflow-x-auto rounded-2xl border border-plum-100 bg-white shadow-sm">
            <table className="w-full min-w-[32rem] text-left text-sm" aria-labelledby="seed-services-results">
              <thead className="border-b border-plum-100 bg-plum-50 text-stone-800">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {s.serviceId}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {s.nameEn}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {s.nameEs}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {s.status}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {results.map((result) => (
                  <tr key={result.id} data-service-id={result.id}>
                    <td className="px-4 py-3 font-mono text-xs text-stone-700">{result.id}</td>
                    <th scope="row" className="px-4 py-3 font-medium text-stone-900">
                      {result.nameEn}
                    </th>
                    <td className="px-4 py-3 text-stone-800">{result.nameEs}</td>
                    <td className="px-4 py-3">
                      <Badge className={STATUS_TONES[result.status]}>{s.seedStatus[result.status]}</Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  );
}
