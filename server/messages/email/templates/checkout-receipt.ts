import { formatPrice } from "@shared/money";
import type { ReceiptSnapshot } from "../../payloads";
import { appointmentDetails, paragraph, toCustomer, when, type Composer, type PerLanguage } from "./layout";

interface Texts {
  subject: (date: string) => string;
  thanks: string;
  discount: (reason: string | null) => string;
  total: string;
  tip: string;
  paid: Record<ReceiptSnapshot["payments"][number]["method"], string>;
  change: string;
  seeYou: string;
}

const TEXTS: PerLanguage<Texts> = {
  es: {
    subject: (date) => `Tu recibo: ${date}`,
    thanks: "¡Gracias por tu visita! Este es el recibo de lo que pagaste.",
    discount: (reason) => (reason ? `Descuento (${reason})` : "Descuento"),
    total: "Total",
    tip: "Propina",
    paid: { cash: "Pagado en efectivo", card: "Pagado con tarjeta", transfer: "Pagado por transferencia", deposit: "Anticipo pagado al reservar" },
    change: "Cambio",
    seeYou: "Esperamos verte pronto.",
  },
  en: {
    subject: (date) => `Your receipt: ${date}`,
    thanks: "Thank you for your visit! Here is the receipt of what you paid.",
    discount: (reason) => (reason ? `Discount (${reason})` : "Discount"),
    total: "Total",
    tip: "Tip",
    paid: { cash: "Paid in cash", card: "Paid by card", transfer: "Paid by transfer", deposit: "Deposit paid when booking" },
    change: "Change",
    seeYou: "We hope to see you again soon.",
  },
};

/** A checkout → customer: the lines charged, then the discount, total, tip and each payment. */
export const checkoutReceipt: Composer = (payload, locale) => {
  const { appointment } = payload;
  // A receipt always carries its figures; without them it still reads right, as the lines' total paid.
  const receipt: ReceiptSnapshot = payload.receipt ?? {
    subtotal: appointment.totalPrice,
    discount: 0,
    discountReason: null,
    total: appointment.totalPrice,
    tip: 0,
    payments: [],
    change: 0,
  };
  const texts = TEXTS[locale];
  const rows: [string, string][] = [];
  if (receipt.discount > 0) rows.push([texts.discount(receipt.discountReason), formatPrice(-receipt.discount)]);
  rows.push([texts.total, formatPrice(receipt.total)]);
  if (receipt.tip > 0) rows.push([texts.tip, formatPrice(receipt.tip)]);
  for (const payment of receipt.payments) rows.push([texts.paid[payment.method], formatPrice(payment.amount)]);
  if (receipt.change > 0) rows.push([texts.change, formatPrice(receipt.change)]);
  return toCustomer(appointment, locale, texts.subject(when(appointment, locale).date), [
    paragraph(texts.thanks),
    ...appointmentDetails(appointment, locale, { staff: true }),
    { type: "details", rows },
    paragraph(texts.seeYou),
  ]);
};
