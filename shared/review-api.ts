/** POST /api/review/:token: the review a customer leaves through their emailed link, refused in the link's language. */
import { z } from "zod";
import type { Locale } from "./schema";

export const REVIEW_MESSAGES = {
  en: {
    invalid: "This review link is invalid or has expired.",
    duplicate: "A review has already been submitted for this appointment.",
    rating: "Rating must be a whole number from 1 to 5",
    comment: "Comment must be at most 2000 characters",
  },
  es: {
    invalid: "Este enlace de reseña no es válido o ya venció.",
    duplicate: "Ya se envió una reseña para esta cita.",
    rating: "La calificación debe ser un número entero del 1 al 5",
    comment: "El comentario puede tener como máximo 2000 caracteres",
  },
} as const;

export function reviewSubmissionSchema(locale: Locale) {
  const messages = REVIEW_MESSAGES[locale];
  return z.object({
    rating: z.number({ error: messages.rating }).int(messages.rating).min(1, messages.rating).max(5, messages.rating),
    comment: z
      .string({ error: messages.comment })
      .trim()
      .max(2000, messages.comment)
      .nullish()
      .transform((value) => (value ? value : null)),
  });
}
