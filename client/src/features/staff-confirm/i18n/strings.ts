import { useContext } from "react";
import { I18nContext } from "@/lib/i18n/i18n-context";
import { storedLanguage, type Language } from "@/lib/i18n/language";

const es = {
  title: "Confirmación de cita",
  subtitle: "Confirma o rechaza la cita que se te asignó.",
  invalidTokenTitle: "Token inválido",
  invalidTokenText: "Este enlace no tiene un token de confirmación. Abre el enlace completo que recibiste por correo.",
  loading: "Cargando la cita...",
  processing: "Procesando...",
  confirm: "Confirmar",
  decline: "Rechazar",
  date: "Fecha",
  time: "Hora",
  duration: "Duración",
  services: "Servicios",
  manicurist: "Manicurista",
  minutes: (minutes: number) => `${minutes} min`,
  confirmedTitle: "¡Cita confirmada!",
  declinedTitle: "Cita rechazada",
  errorTitle: "No se pudo completar",
  processingError: "Error procesando la solicitud",
  connectionError: "Error de conexión",
  retry: "Reintentar",
};

const en: typeof es = {
  title: "Appointment confirmation",
  subtitle: "Confirm or decline the appointment you were assigned.",
  invalidTokenTitle: "Invalid Token",
  invalidTokenText: "This link has no confirmation token. Open the full link from your email.",
  loading: "Loading the appointment...",
  processing: "Processing...",
  confirm: "Confirm",
  decline: "Decline",
  date: "Date",
  time: "Time",
  duration: "Duration",
  services: "Services",
  manicurist: "Manicurist",
  minutes: (minutes: number) => `${minutes} min`,
  confirmedTitle: "Appointment confirmed!",
  declinedTitle: "Appointment declined",
  errorTitle: "Could not complete",
  processingError: "Error processing request",
  connectionError: "Connection error",
  retry: "Try again",
};

export const STAFF_CONFIRM_STRINGS = { es, en };

/** The site's language (its i18n context when mounted inside it, else the stored choice). */
export function usePageLanguage(): Language {
  const context = useContext(I18nContext);
  return context?.language ?? storedLanguage();
}

export function useStaffConfirmStrings() {
  return STAFF_CONFIRM_STRINGS[usePageLanguage()];
}
