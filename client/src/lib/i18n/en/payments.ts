import { formatPrice } from "@shared/money";
import type { payments as es } from "../es/payments";
import { common } from "./common";

export const payments: typeof es = {
  loading: common.loading,
  retry: common.retry,
  close: common.close,
  notice: {
    title: "Deposit to book",
    deposit: (policy) =>
      policy.deposit.kind === "fixed"
        ? `To secure your time we ask for a deposit of ${formatPrice(policy.deposit.value)}.`
        : policy.deposit.kind === "percent"
          ? `To secure your time we ask for a deposit of ${policy.deposit.value}% of the total.`
          : "To secure your time we save your card; nothing is charged now.",
    appliesTo: (policy) =>
      policy.appliesTo === "new_clients"
        ? "Only on your first visit."
        : policy.appliesTo === "past_no_show"
          ? "Only if you have missed an appointment before."
          : typeof policy.appliesTo === "object"
            ? `Only for visits over ${formatPrice(policy.appliesTo.overAmount)}.`
            : "",
    cancel: (hours, keeps) => (keeps ? `Cancel up to ${hours} h before and it is refunded in full; after that we keep it.` : "If you cancel, it is refunded in full."),
    noShow: (policy) =>
      policy.noShow.kind === "charge_card"
        ? `If you do not come, we charge your card up to ${formatPrice(policy.noShow.maxAmount ?? 0)}.`
        : policy.noShow.kind === "keep_deposit"
          ? "If you do not come, we keep the deposit."
          : "",
    hold: (minutes) => `When you confirm we take you to pay by card; we hold your time for ${minutes} minutes.`,
  },
  terms: {
    title: "Your deposit",
    paid: (amount) => `You paid a deposit of ${amount}.`,
    cardSaved: "We saved your card; nothing was charged when you booked.",
    refunded: (amount) => `We refunded ${amount}.`,
  },
  back: {
    waitingTitle: "Confirming your payment…",
    waitingNote: "This takes a few seconds. Please keep this page open.",
    expiredTitle: "Your time is no longer held",
    expiredNote: "We did not receive the payment in time. If you were charged, it is refunded automatically.",
    notFoundTitle: "We could not find this payment",
    bookAgain: "Book again",
  },
  admin: {
    title: "Payments",
    subtitle: "Deposits and no-show protection. Amounts in the salon's currency.",
    notConfigured: "Card payments are not connected (STRIPE_SECRET_KEY is not set): no booking is asked for a deposit or a card.",
    readOnly: "Only a superadmin can change the policy.",
    deposit: "Deposit",
    depositNone: "No deposit",
    depositFixed: "Fixed amount",
    depositPercent: "Percentage of the visit",
    amount: "Amount",
    percent: "Percentage",
    appliesTo: "Who is asked",
    everyone: "Everyone",
    newClients: "New clients",
    pastNoShow: "Clients with a past no-show",
    overAmount: "Visits over an amount",
    lateCancel: "Late cancellation",
    keepDeposit: "Keep the deposit",
    refund: "Refund it",
    noShow: "No-show",
    chargeCard: "Charge the saved card",
    nothing: "Nothing",
    maxAmount: "Up to",
    save: "Save",
    saving: "Saving…",
    saved: "Policy saved",
    saveFailed: "Could not save",
  },
  state: {
    hold: "Pending",
    paid: "Paid",
    refunded: "Refunded",
    kept: "Kept",
    charged: "Charged",
    failed: "Failed",
  },
  kind: {
    deposit: "Deposit",
    card_on_file: "Card on file",
    no_show_charge: "No-show charge",
    cash_deposit: "Cash deposit",
  },
};
