import { useI18n } from "@/lib/i18n/use-i18n";
import type { Language } from "@/lib/i18n/language";

const es = {
  locale: "es-MX",
  pageTitle: "Tablero en vivo · Cita",
  title: "Tablero en vivo",
  salonTime: "Hora del salón",
  connectionLive: "En vivo",
  connectionPolling: "Actualizando cada 10 s",
  connectionConnecting: "Conectando…",
  connectionLabel: "Estado de la conexión",
  refreshFailed: "Sin respuesta del servidor; reintentando…",
  legend: "Colores de los servicios",
  extras: "Extras y otros",
  breakLabel: "Descanso",
  pendingLegend: "Por confirmar",
  enterFullscreen: "Pantalla completa",
  exitFullscreen: "Salir de pantalla completa",
  switchLanguage: "Switch to English",
  otherLanguage: "EN",
  today: "Hoy",
  unassigned: "Sin asignar",
  notPunchedIn: "Sin entrada marcada",
  noStaff: "Nadie tiene turno este día.",
  loading: "Cargando el tablero…",
  loadError: "No se pudo cargar el tablero.",
  retry: "Reintentar",
  now: "Ahora",
  summary: (total: number, confirmed: number, assigned: number) =>
    `${total} ${total === 1 ? "cita" : "citas"} · ${confirmed} ${confirmed === 1 ? "confirmada" : "confirmadas"} · ${assigned} ${assigned === 1 ? "asignada" : "asignadas"}`,
  appointmentsOf: (name: string) => `Citas de ${name}`,
  shift: (start: string, end: string) => `Turno ${start}–${end}`,
  breakRange: (start: string, end: string) => `Descanso ${start}–${end}`,
  statusPending: "Pendiente",
  statusConfirmed: "Confirmada",
  statusCompleted: "Completada",
  acrylicRemoval: "Retiro de acrílico",
  gelishRemoval: "Retiro de gelish",
  pedicure: { express: "Pedicura express", deep: "Pedicura profunda", jelly: "Pedicura jelly" } as Record<string, string>,
  moreServices: (count: number) => `+${count} ${count === 1 ? "servicio" : "servicios"}`,
  celebrateConfirmed: "¡Nueva cita confirmada!",
  celebrateAssigned: "¡Nueva cita asignada!",
};

export type LiveBoardStrings = typeof es;

const en: LiveBoardStrings = {
  locale: "en-US",
  pageTitle: "Live board · Cita",
  title: "Live board",
  salonTime: "Salon time",
  connectionLive: "Live",
  connectionPolling: "Refreshing every 10 s",
  connectionConnecting: "Connecting…",
  connectionLabel: "Connection status",
  refreshFailed: "The server is not answering; retrying…",
  legend: "Service colours",
  extras: "Extras and others",
  breakLabel: "Break",
  pendingLegend: "Awaiting confirmation",
  enterFullscreen: "Full screen",
  exitFullscreen: "Exit full screen",
  switchLanguage: "Cambiar a español",
  otherLanguage: "ES",
  today: "Today",
  unassigned: "Unassigned",
  notPunchedIn: "Not punched in",
  noStaff: "Nobody is working this day.",
  loading: "Loading the board…",
  loadError: "The board could not be loaded.",
  retry: "Try again",
  now: "Now",
  summary: (total: number, confirmed: number, assigned: number) =>
    `${total} ${total === 1 ? "appointment" : "appointments"} · ${confirmed} confirmed · ${assigned} assigned`,
  appointmentsOf: (name: string) => `${name}'s appointments`,
  shift: (start: string, end: string) => `Shift ${start}–${end}`,
  breakRange: (start: string, end: string) => `Break ${start}–${end}`,
  statusPending: "Pending",
  statusConfirmed: "Confirmed",
  statusCompleted: "Completed",
  acrylicRemoval: "Acrylic removal",
  gelishRemoval: "Gel removal",
  pedicure: { express: "Express pedicure", deep: "Deep pedicure", jelly: "Jelly pedicure" },
  moreServices: (count: number) => `+${count} ${count === 1 ? "service" : "services"}`,
  celebrateConfirmed: "New appointment confirmed!",
  celebrateAssigned: "New appointment assigned!",
};

const LIVE_BOARD_STRINGS: Record<Language, LiveBoardStrings> = { es, en };

export function useLiveBoardStrings(): LiveBoardStrings {
  return LIVE_BOARD_STRINGS[useI18n().language];
}
