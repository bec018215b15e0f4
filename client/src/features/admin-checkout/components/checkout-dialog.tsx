import { useId, useState, type FormEvent } from "react";
import type { AdminAppointment } from "@shared/admin-api";
import type { CheckoutRequest, CheckoutResult } from "@shared/checkout-api";
import { formatPrice } from "@shared/money";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { toCents } from "@/lib/money-input";
import { useCheckOut } from "../api/check-out";
import { useCheckoutStrings } from "../i18n/checkout-strings";
import { CheckoutDiscount } from "./checkout-discount";
import { NO_DISCOUNT, parseDiscount, type DiscountDraft } from "./checkout-discount-draft";
import { CheckoutLines, linesChanged, type CheckoutLine } from "./checkout-lines";

type Method = "cash" | "card" | "transfer" | "deposit";
interface PaymentDraft {
  method: Method;
  amount: string;
  cashGiven: string;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

export interface CheckoutDialogProps {
  appointment: AdminAppointment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told the server's answer once the checkout is saved, before the dialog closes. */
  onCheckedOut?: (result: CheckoutResult) => void;
}

/**
 * Checks a visit out: its lines (booked ones removed, others added at the chair), a tip for its manicurist, an
 * optional discount (an amount or a percent), one payment or a split of two. The appointments page and the
 * front desk open this one dialog, through `CheckoutButton`.
 */
export function CheckoutDialog({ appointment, open, onOpenChange, onCheckedOut }: CheckoutDialogProps) {
  const s = useCheckoutStrings();
  const checkOut = useCheckOut();
  const id = useId();
  const booked: CheckoutLine[] = appointment.items.map(({ kind, itemId, nameEn, nameEs, price }) => ({ kind, itemId, nameEn, nameEs, price }));
  const [lines, setLines] = useState(booked);
  const [tip, setTip] = useState("");
  const [discount, setDiscount] = useState<DiscountDraft>(NO_DISCOUNT);
  const [payments, setPayments] = useState<PaymentDraft[]>([{ method: "card", amount: dollars(appointment.totalPrice), cashGiven: "" }]);
  const [problem, setProblem] = useState<string | null>(null);
  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
  const setPayment = (index: number, change: Partial<PaymentDraft>) => setPayments((all) => all.map((payment, at) => (at === index ? { ...payment, ...change } : payment)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const tipCents = tip.trim() ? toCents(tip) : 0;
    const parsedDiscount = parseDiscount(discount, subtotal);
    if (!parsedDiscount.ok) return setProblem(s[parsedDiscount.refusal]);
    // A deposit left blank is counted at the amount the customer paid, which the server reads from its record.
    const parsed = payments.map((payment) => ({
      method: payment.method,
      amount: payment.method === "deposit" && !payment.amount.trim() ? undefined : toCents(payment.amount),
      cashGiven: payment.cashGiven.trim() ? toCents(payment.cashGiven) : undefined,
    }));
    if (tipCents === null || parsed.some((payment) => payment.amount === null || payment.cashGiven === null)) return setProblem(s.badAmount);
    const body: CheckoutRequest = {
      ...(linesChanged(booked, lines) ? { items: lines.map(({ kind, itemId }) => ({ kind, itemId })) } : {}),
      tips: appointment.staffId && tipCents > 0 ? [{ staffId: appointment.staffId, amount: tipCents }] : [],
      payments: parsed.map((payment) => ({
        method: payment.method,
        ...(payment.amount === undefined ? {} : { amount: payment.amount as number }),
        ...(payment.method === "cash" && payment.cashGiven !== undefined ? { cashGiven: payment.cashGiven as number } : {}),
      })),
      ...(parsedDiscount.discount ? { discount: parsedDiscount.discount } : {}),
    };
    setProblem(null);
    checkOut.mutateAsync({ id: appointment.id, body }).then(
      (result) => {
        toast({ title: s.done(formatPrice(result.total + result.tipTotal), formatPrice(result.change)) });
        onCheckedOut?.(result);
        onOpenChange(false);
      },
      (error: unknown) => setProblem(errorMessage(error, s.failed)),
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={s.title}
      description={s.description(formatPrice(appointment.totalPrice))}
      closeLabel={s.close}
      cancelLabel={s.cancel}
      submitLabel={s.submit}
      pendingLabel={s.pending}
      pending={checkOut.isPending}
      onSubmit={onSubmit}
      formClassName="grid gap-3"
    >
      <CheckoutLines lines={lines} onChange={setLines} />
      <div className="grid gap-1">
        <Label htmlFor={`${id}-tip`}>{s.tip}</Label>
        <Input id={`${id}-tip`} inputMode="decimal" value={tip} onChange={(event) => setTip(event.target.value)} />
      </div>
      <CheckoutDiscount draft={discount} onChange={setDiscount} subtotal={subtotal} />
      {payments.map((payment, index) => (
        <fieldset key={index} className="grid grid-cols-3 gap-2 rounded-md border border-stone-200 p-2">
          <legend className="px-1 text-sm">{s.payment(index + 1)}</legend>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-method-${index}`}>{s.method}</Label>
            <NativeSelect id={`${id}-method-${index}`} value={payment.method} onChange={(event) => setPayment(index, { method: event.target.value as Method })}>
              {(["cash", "card", "transfer", "deposit"] as const).map((method) => (
                <option key={method} value={method}>
                  {s.methods[method]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-amount-${index}`}>{s.amount}</Label>
            <Input id={`${id}-amount-${index}`} inputMode="decimal" value={payment.amount} required={payment.method !== "deposit"} onChange={(event) => setPayment(index, { amount: event.target.value })} />
          </div>
          {payment.method === "cash" ? (
            <div className="grid gap-1">
              <Label htmlFor={`${id}-given-${index}`}>{s.cashGiven}</Label>
              <Input id={`${id}-given-${index}`} inputMode="decimal" value={payment.cashGiven} onChange={(event) => setPayment(index, { cashGiven: event.target.value })} />
            </div>
          ) : null}
        </fieldset>
      ))}
      {payments.length === 1 ? (
        <button type="button" className="justify-self-start text-sm font-medium text-plum-800 underline" onClick={() => setPayments((all) => [...all, { method: "cash", amount: "", cashGiven: "" }])}>
          {s.addPayment}
        </button>
      ) : null}
      {problem ? (
        <p role="alert" className="text-red-800">
          {problem}
        </p>
      ) : null}
    </FormDialog>
  );
}
