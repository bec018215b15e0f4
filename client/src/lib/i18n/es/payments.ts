import { formatPrice } from "@shared/money";
import type { PaymentPolicy as Policy } from "@shared/payments-api";
import { common } from "./common";

/** Deposits and no-show protection: what the booking page states, the page back from checkout, and the superadmin's policy page. */
export const payments = {
  loading: common.loading,
  retry: common.retry,
  close: common.close,
  // The booking page, before the customer confirms.
  notice: {
    title: "Depósito para reservar",
    deposit: (policy: Policy) =>
      policy.deposit.kind === "fixed"
        ? `Para asegurar tu horario pedimos un depósito de ${formatPrice(policy.deposit.value)}.`
        : policy.deposit.kind === "percent"
          ? `Para asegurar tu horario pedimos un depósito del ${policy.deposit.value} % del total.`
          : "Para asegurar tu horario guardamos tu tarjeta; no te cobramos nada ahora.",
    appliesTo: (policy: Policy) =>
      policy.appliesTo === "new_clients"
        ? "Solo si es tu primera visita."
        : policy.appliesTo === "past_no_show"
          ? "Solo si alguna vez faltaste a una cita."
          : typeof policy.appliesTo === "object"
            ? `Solo en citas de más de ${formatPrice(policy.appliesTo.overAmount)}.`
            : "",
    cancel: (hours: number, keeps: boolean) =>
      keeps
        ? `Si cancelas hasta ${hours} h antes, te lo devolvemos completo; después lo conservamos.`
        : `Si cancelas, te lo devolvemos completo.`,
    noShow: (policy: Policy) =>
      policy.noShow.kind === "charge_card"
        ? `Si no te presentas, cobramos a tu tarjeta hasta ${formatPrice(policy.noShow.maxAmount ?? 0)}.`
        : policy.noShow.kind === "keep_deposit"
          ? "Si no te presentas, conservamos el depósito."
          : "",
    hold: (minutes: number) => `Al confirmar te llevamos a pagar con tarjeta; guardamos tu horario ${minutes} minutos.`,
  },
  // The page the customer lands on back from checkout.
  terms: {
    title: "Tu depósito",
    paid: (amount: string) => `Pagaste un depósito de ${amount}.`,
    cardSaved: "Guardamos tu tarjeta; no se te cobró nada al reservar.",
    refunded: (amount: string) => `Te devolvimos ${amount}.`,
  },
  back: {
    waitingTitle: "Estamos confirmando tu pago…",
    waitingNote: "Esto tarda unos segundos. No cierres esta página.",
    expiredTitle: "Tu horario ya no está apartado",
    expiredNote: "No recibimos el pago a tiempo. Si se te cobró, te lo devolvemos automáticamente.",
    notFoundTitle: "No encontramos este pago",
    bookAgain: "Reservar de nuevo",
  },
  // The superadmin's policy page.
  admin: {
    title: "Pagos",
    subtitle: "Depósitos y protección contra inasistencias. Montos en la moneda del salón.",
    notConfigured: "Los pagos con tarjeta no están conectados (falta STRIPE_SECRET_KEY): a ninguna reserva se le pide depósito ni tarjeta.",
    readOnly: "Solo un superadministrador puede cambiar la política.",
    deposit: "Depósito",
    depositNone: "Sin depósito",
    depositFixed: "Monto fijo",
    depositPercent: "Porcentaje de la visita",
    amount: "Monto",
    percent: "Porcentaje",
    appliesTo: "A quién se le pide",
    everyone: "A todos",
    newClients: "Clientes nuevos",
    pastNoShow: "Clientes que ya faltaron",
    overAmount: "Visitas de más de un monto",
    lateCancel: "Cancelación tardía",
    keepDeposit: "Conservar el depósito",
    refund: "Devolverlo",
    noShow: "Inasistencia",
    chargeCard: "Cobrar a la tarjeta guardada",
    nothing: "Nada",
    maxAmount: "Hasta",
    save: "Guardar",
    saving: "Guardando…",
    saved: "Política guardada",
    saveFailed: "No se pudo guardar",
  },
  // The appointment's payments in the back office.
  state: {
    hold: "Pendiente",
    paid: "Pagado",
    refunded: "Devuelto",
    kept: "Conservado",
    charged: "Cobrado",
    failed: "Falló",
  },
  kind: {
    deposit: "Depósito",
    card_on_file: "Tarjeta guardada",
    no_show_charge: "Cargo por inasistencia",
    cash_deposit: "Depósito en efectivo",
  },
};
