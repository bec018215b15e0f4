import type { z } from "zod";
import { CHECKOUT_REFUSALS, type checkoutRequestSchema } from "@shared/checkout-api";
import { REMOVALS } from "@shared/catalogue";
import { discountCents } from "@shared/discount";
import { formatPrice } from "@shared/money";
import type { AppointmentItem, CheckoutPaymentMethod, ItemKind } from "@shared/schema";
import type { CatalogueSnapshot } from "../catalogue/service";
import { AppError } from "../infra/http/errors";

export type ParsedCheckout = z.output<typeof checkoutRequestSchema>;

export interface ChargedItem {
  kind: ItemKind;
  itemId: string;
  nameEn: string;
  nameEs: string;
  price: number;
}

export interface ChargedPayment {
  method: CheckoutPaymentMethod;
  amount: number;
  cashGiven: number | null;
  changeGiven: number;
  /** A deposit's own payment record, whose amount this payment is. */
  appointmentPaymentId: number | null;
}

/** The visit's deposit paid when booking, as its payment record holds it. */
export interface PaidDeposit {
  id: number;
  amount: number;
}

export interface Charge {
  items: ChargedItem[];
  subtotal: number;
  discountAmount: number;
  total: number;
  tipTotal: number;
  payments: ChargedPayment[];
  change: number;
}

export const paymentsMismatch = (paid: number, due: number) =>
  `The payments add up to ${formatPrice(paid)} but the total with tips is ${formatPrice(due)}`;
export const depositMismatch = (amount: number) => `The deposit paid is ${formatPrice(amount)}`;
export const unknownOption = (optionId: string) => `Unknown option: ${optionId}`;

/** A payment as charged: a deposit takes the amount of the deposit paid, which one sent must equal. */
function chargedPayment(payment: ParsedCheckout["payments"][number], deposit: PaidDeposit | undefined): ChargedPayment {
  if (payment.method === "deposit") {
    if (!deposit) throw new AppError("BAD_REQUEST", CHECKOUT_REFUSALS.noDeposit);
    if (payment.amount !== undefined && payment.amount !== deposit.amount) throw new AppError("BAD_REQUEST", depositMismatch(deposit.amount));
    return { method: "deposit", amount: deposit.amount, cashGiven: null, changeGiven: 0, appointmentPaymentId: deposit.id };
  }
  // The schema lets only a deposit leave its amount out.
  const amount = payment.amount ?? 0;
  return {
    method: payment.method,
    amount,
    cashGiven: payment.cashGiven ?? null,
    changeGiven: payment.cashGiven === undefined ? 0 : payment.cashGiven - amount,
    appointmentPaymentId: null,
  };
}

/** An item added at the chair, priced from the catalogue as it stands now. */
function fromCatalogue(kind: ItemKind, itemId: string, catalogue: CatalogueSnapshot): ChargedItem {
  if (kind === "removal") {
    const removal = Object.values(REMOVALS).find((candidate) => candidate.id === itemId);
    if (!removal) throw new AppError("BAD_REQUEST", `Unknown service: ${itemId}`);
    return { kind, itemId, nameEn: removal.nameEn, nameEs: removal.nameEs, price: removal.price };
  }
  if (kind === "option") {
    // The snapshot holds active options only; one of a service no longer sold is not sold either.
    const option = catalogue.options.find((candidate) => candidate.id === itemId);
    const parent = option && catalogue.serviceById.get(option.parentServiceId);
    if (!option || !parent?.active || parent.comingSoon) throw new AppError("BAD_REQUEST", unknownOption(itemId));
    return { kind, itemId, nameEn: option.nameEn, nameEs: option.nameEs, price: option.price };
  }
  const service = catalogue.serviceById.get(itemId);
  if (!service || !service.active || service.comingSoon) throw new AppError("BAD_REQUEST", `Unknown service: ${itemId}`);
  // A service sold by its options (pedicure types, lash styles) is added as the chosen option instead.
  if (service.hasOptions) throw new AppError("BAD_REQUEST", `Please choose one option for ${service.nameEn}`);
  // The booking page stores an extra as a "service" line too; the checkout keeps that one kind.
  return { kind: "service", itemId, nameEn: service.nameEn, nameEs: service.nameEs, price: service.price };
}

/**
 * The lines charged: as booked when the request names none; else each named line, a booked one at the price
 * it was booked at (once per booked line), any other from the catalogue at today's price.
 */
export function chargedItems(booked: readonly AppointmentItem[], requested: ParsedCheckout["items"], catalogue: CatalogueSnapshot): ChargedItem[] {
  const asBooked = (item: AppointmentItem): ChargedItem => ({ kind: item.kind, itemId: item.itemId, nameEn: item.nameEn, nameEs: item.nameEs, price: item.price });
  if (!requested) return booked.map(asBooked);
  const unused = [...booked];
  return requested.map(({ itemId, kind }) => {
    const wanted = kind === "extra" ? "service" : kind;
    const index = unused.findIndex((item) => item.itemId === itemId && (item.kind === wanted || item.kind === kind));
    if (index >= 0) return asBooked(unused.splice(index, 1)[0]);
    return fromCatalogue(kind, itemId, catalogue);
  });
}

/**
 * Every total of a checkout, computed here from the lines charged and, for a deposit, the deposit paid;
 * whatever the desk's screen showed is never read. Refuses (400, nothing saved) a discount over the total,
 * a deposit the visit does not have, and payments that do not add up to the total with tips.
 */
export function computeCharge(items: ChargedItem[], request: ParsedCheckout, deposit?: PaidDeposit): Charge {
  const subtotal = items.reduce((sum, item) => sum + item.price, 0);
  if (subtotal < 0) throw new AppError("BAD_REQUEST", CHECKOUT_REFUSALS.negativeSubtotal);
  const discountAmount = discountCents(subtotal, request.discount);
  if (discountAmount > subtotal) throw new AppError("BAD_REQUEST", CHECKOUT_REFUSALS.discountOverTotal);
  const total = subtotal - discountAmount;
  const tipTotal = request.tips.reduce((sum, tip) => sum + tip.amount, 0);
  const payments = request.payments.map((payment) => chargedPayment(payment, deposit));
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  if (paid !== total + tipTotal) throw new AppError("BAD_REQUEST", paymentsMismatch(paid, total + tipTotal));
  return { items, subtotal, discountAmount, total, tipTotal, payments, change: payments.reduce((sum, payment) => sum + payment.changeGiven, 0) };
}
