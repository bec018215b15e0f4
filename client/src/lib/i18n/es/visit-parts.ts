import { common } from "./common";

/** The booking page's words for a visit done by several manicurists: its parts, and hands and feet at once. */
export const visitParts = {
  together: "Manos y pies al mismo tiempo",
  togetherHint: (together: number, apart: number) =>
    `Dos manicuristas trabajan a la vez, así tu visita es más corta: ${common.minutes(together)} en lugar de ${common.minutes(apart)}.`,
  atOnce: "Te atenderán dos manicuristas al mismo tiempo: una en las manos y otra en los pies.",
  oneAfterAnother: (count: number) => `Te atenderán ${count === 2 ? "dos" : count} manicuristas, una después de otra.`,
  unstaffed: (names: readonly string[]) =>
    `Por ahora ninguna manicurista hace ${names.join(", ")}. Quita ${names.length === 1 ? "ese servicio" : "esos servicios"} para elegir fecha y hora.`,
};
