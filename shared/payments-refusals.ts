/** The refusals of deposits and no-show protection in Spanish (shared/refusals.ts looks them up with the rest). */
export const PAYMENTS_SPANISH: Readonly<Record<string, string>> = {
  "Card payments are not answering right now. Please try again in a few minutes.":
    "Los pagos con tarjeta no responden en este momento. Vuelve a intentarlo en unos minutos.",
  "Amounts must be whole cents from 1 to 1000000": "Los montos deben ser centavos enteros, de 1 a 1000000",
  "A percentage deposit must be a whole number from 1 to 100": "Un depósito en porcentaje debe ser un número entero de 1 a 100",
  "This payment policy is not valid": "Esta política de pagos no es válida",
  "This appointment has no payment left to refund.": "Esta cita no tiene ningún pago por reembolsar.",
  "We could not find this payment.": "No encontramos este pago.",
  "Payments are not set up": "Los pagos no están configurados",
  "This deposit was counted in the visit's checkout; give money back with a correction of the checkout.":
    "Este anticipo ya se contó en el cobro de la cita; devuelve dinero con un ajuste del cobro.",
};
