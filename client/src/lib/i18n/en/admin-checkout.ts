import type { adminCheckout as spanish } from "../es/admin-checkout";

export const adminCheckout: typeof spanish = {
  open: "Check out",
  title: "Check out the visit",
  description: (total: string) => `Services as booked: ${total}. The server computes the total with discount and tip.`,
  tip: "Tip for the manicurist (USD)",
  discount: "Discount (USD)",
  discountReason: "Reason for the discount",
  payment: (n: number) => `Payment ${n}`,
  method: "Method",
  methods: { cash: "Cash", card: "Card", transfer: "Transfer", deposit: "Deposit" },
  amount: "Amount (USD)",
  cashGiven: "Cash handed over (USD)",
  addPayment: "Split the payment",
  submit: "Check out",
  pending: "Checking out…",
  cancel: "Cancel",
  close: "Close",
  done: (total: string, change: string) => `Charged ${total}. Change: ${change}.`,
  failed: "The visit could not be checked out.",
  badAmount: "Check the amounts: type dollars, for example 25.50",
};
