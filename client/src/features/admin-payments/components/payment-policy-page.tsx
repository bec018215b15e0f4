import { useId, useState, type FormEvent } from "react";
import type { PaymentPolicy } from "@shared/payments-api";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField, InputField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { NativeSelect } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useCurrentAdmin } from "@/lib/current-admin";
import { usePaymentsConfigured } from "@/lib/payments-configured";
import { payments as en } from "@/lib/i18n/en/payments";
import { payments as es } from "@/lib/i18n/es/payments";
import { useSection } from "@/lib/i18n/use-section";
import { useAdminPaymentPolicy } from "../api/get-payment-policy";
import { useSavePaymentPolicy } from "../api/save-payment-policy";

/** The form's fields: amounts as the admin types them, in the currency's units ("25.00"). */
interface Draft {
  depositKind: PaymentPolicy["deposit"]["kind"];
  depositValue: string;
  appliesTo: "everyone" | "new_clients" | "past_no_show" | "over";
  overAmount: string;
  lateCancel: PaymentPolicy["lateCancel"]["kind"];
  noShow: PaymentPolicy["noShow"]["kind"];
  maxAmount: string;
}

const units = (cents: number) => (cents / 100).toFixed(2);
/** Typed units to cents; the server refuses what is out of range, in the admin's language. */
const cents = (typed: string) => Math.round(Number(typed.replace(",", ".")) * 100);

function draftOf(policy: PaymentPolicy): Draft {
  return {
    depositKind: policy.deposit.kind,
    depositValue: policy.deposit.kind === "fixed" ? units(policy.deposit.value) : policy.deposit.kind === "percent" ? String(policy.deposit.value) : "",
    appliesTo: typeof policy.appliesTo === "object" ? "over" : policy.appliesTo,
    overAmount: typeof policy.appliesTo === "object" ? units(policy.appliesTo.overAmount) : "",
    lateCancel: policy.lateCancel.kind,
    noShow: policy.noShow.kind,
    maxAmount: policy.noShow.maxAmount ? units(policy.noShow.maxAmount) : "",
  };
}

function policyOf(draft: Draft): PaymentPolicy {
  const deposit: PaymentPolicy["deposit"] =
    draft.depositKind === "none"
      ? { kind: "none", value: 0 }
      : { kind: draft.depositKind, value: draft.depositKind === "fixed" ? cents(draft.depositValue) : Number(draft.depositValue) };
  return {
    deposit,
    appliesTo: draft.appliesTo === "over" ? { overAmount: cents(draft.overAmount) } : draft.appliesTo,
    lateCancel: { kind: draft.lateCancel },
    noShow: draft.noShow === "charge_card" ? { kind: "charge_card", maxAmount: cents(draft.maxAmount) } : { kind: draft.noShow },
  };
}

/** /admin/payments: the salon's deposit and no-show policy; a superadmin changes it, every admin reads it. */
export default function PaymentPolicyPage() {
  const t = useSection({ es, en });
  const admin = useCurrentAdmin();
  const policy = useAdminPaymentPolicy();
  const configured = usePaymentsConfigured();
  if (!policy.data || !admin.data || configured === undefined) return <Spinner label={t.loading} />;
  return (
    <div className="grid gap-6">
      <PageHeader title={t.admin.title} description={t.admin.subtitle} />
      {/* Without a provider no booking is ever asked to pay: the policy is kept for when one is connected. */}
      {configured ? null : (
        <p role="status" className="max-w-xl rounded-xl bg-amber-50 p-3 text-sm text-amber-950" data-testid="payments-not-configured">
          {t.admin.notConfigured}
        </p>
      )}
      <PolicyForm saved={policy.data} editable={admin.data.isSuperAdmin} />
    </div>
  );
}

function PolicyForm({ saved, editable }: { saved: PaymentPolicy; editable: boolean }) {
  const t = useSection({ es, en }).admin;
  const save = useSavePaymentPolicy();
  const [draft, setDraft] = useState(() => draftOf(saved));
  const id = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(policyOf(draft), {
      onSuccess: (policy) => {
        setDraft(draftOf(policy));
        toast({ title: t.saved });
      },
      onError: (error) => toast({ variant: "destructive", title: t.saveFailed, description: errorMessage(error, t.saveFailed) }),
    });
  };

  return (
    <Card className="max-w-xl">
      <CardContent className="pt-5 sm:pt-6">
        {editable ? null : <p className="mb-4 text-sm text-stone-700">{t.readOnly}</p>}
        <form className="grid gap-4" onSubmit={submit} noValidate data-testid="payment-policy-form">
          <fieldset disabled={!editable || save.isPending} className="grid gap-4">
            <FormField id={`${id}-deposit`} label={t.deposit}>
              {(control) => (
                <NativeSelect {...control} value={draft.depositKind} onChange={(event) => set("depositKind", event.target.value as Draft["depositKind"])}>
                  <option value="none">{t.depositNone}</option>
                  <option value="fixed">{t.depositFixed}</option>
                  <option value="percent">{t.depositPercent}</option>
                </NativeSelect>
              )}
            </FormField>
            {draft.depositKind === "none" ? null : (
              <InputField id={`${id}-deposit-value`} label={draft.depositKind === "fixed" ? t.amount : t.percent} inputMode="decimal" value={draft.depositValue} onValueChange={(value) => set("depositValue", value)} />
            )}
            <FormField id={`${id}-applies`} label={t.appliesTo}>
              {(control) => (
                <NativeSelect {...control} value={draft.appliesTo} onChange={(event) => set("appliesTo", event.target.value as Draft["appliesTo"])}>
                  <option value="everyone">{t.everyone}</option>
                  <option value="new_clients">{t.newClients}</option>
                  <option value="past_no_show">{t.pastNoShow}</option>
                  <option value="over">{t.overAmount}</option>
                </NativeSelect>
              )}
            </FormField>
            {draft.appliesTo === "over" ? <InputField id={`${id}-over`} label={t.amount} inputMode="decimal" value={draft.overAmount} onValueChange={(value) => set("overAmount", value)} /> : null}
            <FormField id={`${id}-late`} label={t.lateCancel}>
              {(control) => (
                <NativeSelect {...control} value={draft.lateCancel} onChange={(event) => set("lateCancel", event.target.value as Draft["lateCancel"])}>
                  <option value="keep_deposit">{t.keepDeposit}</option>
                  <option value="none">{t.refund}</option>
                </NativeSelect>
              )}
            </FormField>
            <FormField id={`${id}-no-show`} label={t.noShow}>
              {(control) => (
                <NativeSelect {...control} value={draft.noShow} onChange={(event) => set("noShow", event.target.value as Draft["noShow"])}>
                  <option value="keep_deposit">{t.keepDeposit}</option>
                  <option value="charge_card">{t.chargeCard}</option>
                  <option value="none">{t.nothing}</option>
                </NativeSelect>
              )}
            </FormField>
            {draft.noShow === "charge_card" ? <InputField id={`${id}-max`} label={t.maxAmount} inputMode="decimal" value={draft.maxAmount} onValueChange={(value) => set("maxAmount", value)} /> : null}
          </fieldset>
          {editable ? (
            <div>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t.saving : t.save}
              </Button>
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
