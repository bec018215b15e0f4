import { useI18n } from "@/lib/i18n/use-i18n";

/** The reviews page's words, kept out of the app-wide dictionaries that the booking page's first download carries. */
const es = {
  title: "Reseñas",
  subtitle: "Lo que dicen nuestras clientas y clientes.",
  formTitle: "Deja tu reseña",
  name: "Tu nombre",
  rating: "Calificación",
  comment: "Comentario",
  submit: "Enviar reseña",
  submitting: "Enviando...",
  fillAllFields: "Por favor completa todos los campos",
  thankYou: "¡Gracias!",
  submitted: "Tu reseña fue enviada con éxito.",
  starOption: (stars: number) => (stars === 1 ? "1 estrella" : `${stars} estrellas`),
  sampleTitle: "Opiniones recientes",
};

const en: typeof es = {
  title: "Reviews",
  subtitle: "What our clients say about us.",
  formTitle: "Leave a review",
  name: "Your name",
  rating: "Rating",
  comment: "Comment",
  submit: "Submit Review",
  submitting: "Submitting...",
  fillAllFields: "Please fill in all fields",
  thankYou: "Thank you!",
  submitted: "Your review has been submitted successfully.",
  starOption: (stars: number) => (stars === 1 ? "1 star" : `${stars} stars`),
  sampleTitle: "Recent reviews",
};

const strings = { es, en };

export function useReviewsStrings() {
  return strings[useI18n().language];
}
