import { CalendarPlus, Mail } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useAppointmentsStrings } from "../i18n/strings";

export function AppointmentsPage() {
  const s = useAppointmentsStrings();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="font-display text-3xl font-semibold text-plum-950 sm:text-4xl">{s.title}</h1>
          <p className="text-stone-700">{s.subtitle}</p>
        </div>
        <Button asChild>
          <Link href="/booking">
            <CalendarPlus aria-hidden />
            {s.bookAppointment}
          </Link>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{s.upcoming}</CardTitle>
        </CardHeader>
        <CardContent className="flex items-start gap-3 text-stone-700">
          <Mail className="mt-0.5 size-5 shrink-0 text-plum-700" aria-hidden />
          <p>{s.checkEmail}</p>
        </CardContent>
      </Card>
    </div>
  );
}
