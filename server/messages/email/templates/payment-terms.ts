import { formatPrice } from "@shared/money";
import type { PaymentSummary } from "@shared/payments-api";
import type { EmailPayload } from "../../payloads";
import { paragraph, type Block, type PerLanguage } from "./layout";

interface Texts {
  heading: string;
  paid: (amount: string) => string;
  cardSaved: string;
  cancel: (hours: number, keeps: boolean) => string;
  noShowCharge: (amount: string) => string;
  noShowKeep: string;
  refunding: (amount: string) => string;
  keeping: (amount: string) => string;
  cardNotCharged: string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    heading: "Tu depósito",
    paid: (amount) => `Pagaste un depósito de ${amount}.`,
    cardSaved: "Guardamos tu tarjeta; no se te cobró nada al reservar.",
    cancel: (hours, keeps) => (keeps ? `Si cancelas hasta ${hours} h antes, te lo devolvemos completo; después lo conservamos.` : "Si cancelas, te lo devolvemos completo."),
    noShowCharge: (amount) => `Si no te presentas, cobramos a tu tarjeta hasta ${amount}.`,
    noShowKeep: "Si no te presentas, conservamos el depósito.",
    refunding: (amount) => `Te devolvemos el depósito de ${amount}; puede tardar unos días en aparecer en tu tarjeta.`,
    keeping: (amount) => `Conservamos el depósito de ${amount}, como dice la política de cancelación que aceptaste al reservar.`,
    cardNotCharged: "No cobramos nada a tu tarjeta.",
  },
  en: {
    heading: "Your deposit",
    paid: (amount) => `You paid a deposit of ${amount}.`,
    cardSaved: "We saved your card; nothing was charged when you booked.",
    cancel: (hours, keeps) => (keeps ? `Cancel up to ${hours} h before and it is refunded in full; after that we keep it.` : "If you cancel, it is refunded in full."),
    noShowCharge: (amount) => `If you do not come, we charge your card up to ${amount}.`,
    noShowKeep: "If you do not come, we keep the deposit.",
    refunding: (amount) => `We are refunding your ${amount} deposit; it may take a few days to show on your card.`,
    keeping: (amount) => `We keep your ${amount} deposit, as the cancellation policy you accepted when booking says.`,
    cardNotCharged: "Nothing was charged to your card.",
  },
};

/** The sentences of a payment summary: what was paid and the terms it was taken under, in the customer's language. */
export function paymentSentences(payment: PaymentSummary, locale: "es" | "en"): string[] {
  const texts = TEXTS[locale];
  const sentences = [payment.paid > 0 ? texts.paid(formatPrice(payment.paid)) : payment.cardSaved ? texts.cardSaved : ""];
  const policy = payment.terms?.policy;
  if (policy && payment.paid > 0) sentences.push(texts.cancel(payment.terms!.cancelCutoffHours, policy.lateCancel.kind === "keep_deposit"));
  if (policy?.noShow.kind === "charge_card") sentences.push(texts.noShowCharge(formatPrice(policy.noShow.maxAmount ?? 0)));
  else if (policy?.noShow.kind === "keep_deposit" && payment.paid > 0) sentences.push(texts.noShowKeep);
  return sentences.filter(Boolean);
}

/** The booking emails' paragraph on the deposit or saved card, when the booking has one; nothing otherwise. */
export function paymentBlocks(payload: EmailPayload, locale: "es" | "en"): Block[] {
  if (!payload.payment) return [];
  const sentences = paymentSentences(payload.payment, locale);
  return sentences.length > 0 ? [paragraph(`${TEXTS[locale].heading}: ${sentences.join(" ")}`)] : [];
}

/** The cancellation email's paragraph on what becomes of the card deposit or saved card, when it had one; nothing otherwise. */
export function cancelOutcomeBlocks(payload: EmailPayload, locale: "es" | "en"): Block[] {
  const outcome = payload.cancelOutcome;
  if (!outcome) return [];
  const texts = TEXTS[locale];
  return [paragraph(outcome.kind === "card_not_charged" ? texts.cardNotCharged : (outcome.kind === "refund" ? texts.refunding : texts.keeping)(formatPrice(outcome.amount)))];
}
