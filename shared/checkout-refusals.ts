/** The Spanish of the checkout's, day close's and reports' refusals (looked up by shared/refusals.ts). */
import { CHECKOUT_REFUSALS } from "./checkout-api";

const SPANISH_OF: Record<keyof typeof CHECKOUT_REFUSALS, string> = {
  negativeTip: "Una propina no puede ser negativa",
  amount: "Los montos deben ser centavos enteros, de 0 a 10,000,000",
  unknownMethod: "La forma de pago debe ser cash, card, transfer o deposit",
  paymentPositive: "Cada pago debe ser mayor que cero",
  cashGivenOnlyCash: "Solo un pago en efectivo lleva el efectivo recibido",
  cashGivenTooLittle: "El efectivo recibido debe cubrir el pago en efectivo",
  oneDeposit: "El anticipo se cuenta una sola vez",
  amountMissing: "Cada pago necesita su monto",
  noDeposit: "Esta cita no tiene un anticipo pagado que contar",
  discountReason: "Escribe por qué se da el descuento",
  discountPositive: "Un descuento debe ser mayor que cero",
  percentRange: "Un descuento en porcentaje debe ser de 1 a 100",
  discountOverTotal: "El descuento no puede ser mayor que el total",
  negativeSubtotal: "Las líneas cobradas no pueden sumar menos de cero",
  tipTwice: "La propina de cada manicurista se da una sola vez",
  unknownStaff: "Manicurista desconocida",
  notPayable: "Una cita cancelada, rechazada o no presentada no se puede cobrar",
  notYet: "Una cita se cobra a partir de su día",
  alreadyCheckedOut: "Esta cita ya se cobró de otra forma; corrígela con un ajuste",
  dayClosed: "Este día está cerrado; reábrelo para cambiar sus cobros",
  checkoutNotFound: "No encontramos ese cobro",
  adjustmentReason: "Escribe por qué se corrige el cobro",
  adjustmentNonZero: "Un ajuste debe cambiar el monto",
  adjustmentMethod: "La forma del ajuste debe ser cash, card o transfer",
  tipNeedsStaff: "Di de quién es la propina que se corrige",
  belowZero: "La corrección dejaría menos de cero",
  dayAlreadyClosed: "Este día ya está cerrado",
  dayNotClosed: "Este día no está cerrado",
  closeInFuture: "Un día se cierra a partir de su propia fecha",
  reopenReason: "Escribe por qué se reabre el día",
};

export const CHECKOUT_SPANISH: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(SPANISH_OF).map(([key, spanish]) => [CHECKOUT_REFUSALS[key as keyof typeof CHECKOUT_REFUSALS], spanish])),
  "Reason must be at most 200 characters": "El motivo puede tener como máximo 200 caracteres",
  "Report must be revenue, visits, rebooking, clients, occupancy or hours": "El reporte debe ser revenue, visits, rebooking, clients, occupancy o hours",
  "Group by must be day, week, month, service or staff": "La agrupación debe ser day, week, month, service o staff",
  "Group by must be day, week or month": "La agrupación debe ser day, week o month",
  "Format must be json or csv": "El formato debe ser json o csv",
  "Unknown appointment": "Cita desconocida",
};

export const CHECKOUT_SPANISH_PATTERNS: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]> = [
  [
    /^The payments add up to (.+) but the total with tips is (.+)$/,
    (paid, due) => `Los pagos suman ${paid} pero el total con propinas es ${due}`,
  ],
  [/^The deposit paid is (.+)$/, (amount) => `El anticipo pagado es de ${amount}`],
  [/^Unknown option: (.+)$/, (option) => `Opción desconocida: ${option}`],
];
