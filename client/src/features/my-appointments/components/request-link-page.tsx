import { CalendarPlus, MailCheck } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { InputField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { errorMessage } from "@/lib/api-client";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { useRequestMyAppointmentsLink } from "../api/request-link";
import { useMyAppointmentsStrings } from "../i18n/strings";

/** The shape of an address, as far as a form can tell; the server checks it again. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /appointments: My Appointments without an account. The visitor types the email they booked with and
 * always reads the same answer, so the form tells nobody whether an address has bookings.
 */
export function RequestLinkPage() {
  const t = useMyAppointmentsStrings();
  const language = usePageLanguage();
  const fieldId = useId();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<"emailRequired" | "emailInvalid" | null>(null);
  const [sent, setSent] = useState(false);
  const request = useRequestMyAppointmentsLink();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    const problem = !address ? "emailRequired" : EMAIL_SHAPE.test(address) ? null : "emailInvalid";
    setFieldError(problem);
    if (problem) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    setSent(false);
    request.mutate({ email: address, language }, { onSuccess: () => setSent(true) });
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader
        title={t.title}
        description={t.subtitle}
        actions={
          <Button asChild variant="outline">
            <Link href="/">
              <CalendarPlus aria-hidden />
              {t.bookAppointment}
            </Link>
          </Button>
        }
      />
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <InputField
              id={fieldId}
              label={t.email}
              required
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onValueChange={setEmail}
              error={fieldError ? t[fieldError] : undefined}
            />
            <Button type="submit" size="lg" disabled={request.isPending}>
              {request.isPending ? t.sending : t.send}
            </Button>
          </form>
          <div aria-live="polite" className="mt-4 empty:hidden">
            {sent ? (
              <p className="flex items-start gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-950">
                <MailCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden />
                <span>{t.sent}</span>
              </p>
            ) : null}
          </div>
          {request.isError ? (
            <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              {errorMessage(request.error, t.sendFailed)}
            </p>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
