import { useContext } from "react";
import { I18nContext } from "@/lib/i18n/i18n-context";
import { storedLanguage, type Language } from "@/lib/i18n/language";

const es = {
  title: "¿Cómo te fue?",
  subtitle: "Tu opinión nos ayuda a mejorar. Solo toma un minuto.",
  loading: "Cargando...",
  service: "Servicio",
  manicurist: "Manicurista",
  date: "Fecha",
  rating: "Calificación",
  ratingHint: "Elige de 1 a 5 estrellas.",
  ratingLabels: { 5: "Excelente", 4: "Muy bueno", 3: "Bueno", 2: "Regular", 1: "Necesita mejorar" } as Record<number, string>,
  starOption: (stars: number, label: string) => `${label} (${stars})`,
  comment: "Comentario (opcional)",
  commentPlaceholder: "Cuéntanos sobre tu visita",
  characters: (count: number, max: number) => `${count}/${max}`,
  submit: "Enviar reseña",
  submitting: "Enviando...",
  thankYou: "¡Gracias!",
  submitted: "Tu reseña se envió correctamente.",
  invalidTitle: "Enlace no válido",
  invalid: "Este enlace de reseña no es válido o ya venció.",
  submitFailed: "No se pudo enviar la reseña. Inténtalo de nuevo.",
  connectionError: "Error de conexión",
  loadFailed: "No pudimos cargar tu reseña. Revisa tu conexión e inténtalo de nuevo.",
  retry: "Reintentar",
  backHome: "Ir al inicio",
};

const en: typeof es = {
  title: "How was your visit?",
  subtitle: "Your opinion helps us improve. It only takes a minute.",
  loading: "Loading...",
  service: "Service",
  manicurist: "Manicurist",
  date: "Date",
  rating: "Rating",
  ratingHint: "Choose from 1 to 5 stars.",
  ratingLabels: { 5: "Excellent", 4: "Very Good", 3: "Good", 2: "Fair", 1: "Needs Improvement" },
  starOption: (stars: number, label: string) => `${label} (${stars})`,
  comment: "Comment (optional)",
  commentPlaceholder: "Tell us about your visit",
  characters: (count: number, max: number) => `${count}/${max}`,
  submit: "Submit Review",
  submitting: "Submitting...",
  thankYou: "Thank you!",
  submitted: "Your review has been submitted successfully.",
  invalidTitle: "Invalid link",
  invalid: "This review link is invalid or has expired.",
  submitFailed: "Failed to submit review. Please try again.",
  connectionError: "Connection error",
  loadFailed: "We couldn't load your review. Check your connection and try again.",
  retry: "Try again",
  backHome: "Go to the home page",
};

export const REVIEW_LINK_STRINGS = { es, en };

/** The site's language (its i18n context when mounted inside it, else the stored choice). */
export function usePageLanguage(): Language {
  const context = useContext(I18nContext);
  return context?.language ?? storedLanguage();
}

export function useReviewLinkStrings() {
  return REVIEW_LINK_STRINGS[usePageLanguage()];
}
