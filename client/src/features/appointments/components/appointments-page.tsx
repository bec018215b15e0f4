import { CalendarPlus, Mail } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useI18n } from "@/lib/i18n/use-i18n";

export function AppointmentsPage() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="font-display text-3xl font-semibold text-plum-950 sm:text-4xl">{t.appointments.title}</h1>
          <p className="text-stone-700">{t.appointments.subtitle}</p>
        </div>
        <Button asChild>
          <Link href="/booking">
            <CalendarPlus aria-hidden />
            {t.appointments.bookAppointment}
          </Link>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t.appointments.upcoming}</CardTitle>
        </CardHeader>
        <CardContent className="flex items-start gap-3 text-stone-700">
          <Mail className="mt-0.5 size-5 shrink-0 text-plum-700" aria-hidden />
          <p>{t.appointments.checkEmail}</p>
        </CardContent>
      </Card>
    </div>
  );
}
