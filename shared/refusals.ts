/**
 * The API's refusals in Spanish. Services and schemas write each refusal once, in English; the error
 * middleware answers in the language the request asked in (the booking's `locale`, else Accept-Language),
 * looking the sentence up here. A sentence missing here reaches a Spanish visitor in English, so the
 * server's tests check that every refusal a customer can meet has its entry.
 */
import { CHECKOUT_SPANISH, CHECKOUT_SPANISH_PATTERNS } from "./checkout-refusals";
import { PAYMENTS_SPANISH } from "./payments-refusals";
import { WAITLIST_SPANISH } from "./waitlist-refusals";
import type { Locale } from "./schema";

const SPANISH: Readonly<Record<string, string>> = {
  ...PAYMENTS_SPANISH,
  ...WAITLIST_SPANISH,
  ...CHECKOUT_SPANISH,
  "Please fill in all fields": "Por favor completa todos los campos",
  "Commission must be a whole percent from 0 to 100": "La comisión debe ser un porcentaje entero de 0 a 100",
  "Please enter a valid email address": "Escribe un correo electrónico válido",
  "Please enter a valid phone number": "Escribe un número de teléfono válido",
  "Please select a pedicure type": "Por favor selecciona un tipo de pedicura",
  "Date must be YYYY-MM-DD": "La fecha debe tener el formato AAAA-MM-DD",
  "Date must be a real calendar date": "La fecha no existe en el calendario",
  "Time must be HH:MM": "La hora debe tener el formato HH:MM",
  "This time is no longer available. Please choose another time.": "Este horario ya no está disponible. Por favor elige otro.",
  "This manicurist is not available: not qualified, not working, or busy at this time.":
    "Esta manicurista no está disponible: no hace este servicio, no trabaja o está ocupada a esa hora.",
  "Appointments can be booked from today through the next 3 days, Monday to Saturday":
    "Las citas se reservan desde hoy hasta los próximos 3 días, de lunes a sábado",
  "Appointments start on the half hour between 09:00 and 20:30": "Las citas empiezan en punto o a la media hora, entre las 9:00 y las 20:30",
  "Nail removal is only offered with acrylic nails, pedicure or polish services":
    "El retiro de uñas solo se ofrece con uñas acrílicas, pedicura o esmaltado",
  "Too many requests. Please wait a minute and try again.": "Demasiadas solicitudes. Espera un minuto y vuelve a intentarlo.",
  "We are very busy right now. Please try again in a few seconds.": "En este momento hay mucha demanda. Vuelve a intentarlo en unos segundos.",
  "Something went wrong on our side. Please try again.": "Algo salió mal de nuestro lado. Por favor vuelve a intentarlo.",
  "Malformed JSON in request body": "La solicitud no se pudo leer",
  "Request body is too large": "La solicitud es demasiado grande",
  "Text must not contain NUL characters": "El texto contiene caracteres no válidos",
  "This link is invalid or has expired.": "Este enlace no es válido o ya venció.",
  "This appointment was changed meanwhile. Reload the page and try again.": "Esta cita cambió mientras tanto. Recarga la página y vuelve a intentarlo.",
  "This appointment has already started, been completed or been cancelled, so it can no longer be changed.":
    "Esta cita ya empezó, se completó o se canceló, así que ya no se puede cambiar.",
  "Appointments can be moved within the booking window: today through the next 3 days, Monday to Saturday.":
    "Las citas se pueden cambiar dentro de los días de reserva: desde hoy hasta los próximos 3 días, de lunes a sábado.",
  "This unsubscribe link is invalid.": "Este enlace para darse de baja no es válido.",
  "Campaign not found": "No encontramos esa campaña",
  "This campaign was already sent; compose a new one to send again.": "Esta campaña ya se envió; escribe una nueva para enviar otra vez.",
  "Your account has no email address: add one to receive test sends.": "Tu cuenta no tiene correo: agrega uno para recibir los envíos de prueba.",
  "Write the Spanish subject": "Escribe el asunto en español",
  "Write the English subject": "Escribe el asunto en inglés",
  "Write the Spanish message": "Escribe el mensaje en español",
  "Write the English message": "Escribe el mensaje en inglés",
  "Days must be a whole number": "Los días deben ser un número entero",
  "Days must be at least 1": "Los días deben ser al menos 1",
  "Days must be at most 3650": "Los días pueden ser como máximo 3650",
  "Page size must be a whole number from 1 to 200": "El tamaño de página debe ser un número entero de 1 a 200",
  "This page link is no longer valid. Reload the list.": "Este enlace de página ya no es válido. Recarga la lista.",
  "The last date must not be before the first date": "La última fecha no puede ser anterior a la primera",
  "Choose at most 92 days": "Elige como máximo 92 días",
  "Choose at most 366 days": "Elige como máximo 366 días",
  "Search text must be at most 100 characters": "La búsqueda puede tener como máximo 100 caracteres",
  "Type at least 3 characters to search": "Escribe al menos 3 caracteres para buscar",
  "Status must be active, completed, cancelled, no_show or all": "El estado debe ser active, completed, cancelled, no_show o all",
  "Choose a manicurist or unassigned": "Elige una manicurista o sin asignar",
  "Sort must be name, recent or visits": "El orden debe ser name, recent o visits",
  "Order must be asc or desc": "El orden debe ser asc o desc",
  "This change leaves appointments without a manicurist. Choose what to do with each one and save again.":
    "Este cambio deja citas sin manicurista. Elige qué hacer con cada una y vuelve a guardar.",
  "Appointment not found": "No encontramos esa cita",
  "Manicurist not found": "No encontramos esa manicurista",
  "Choose a manicurist": "Elige una manicurista",
  "This visit has no such part": "Esta visita no tiene esa parte",
  "The manicurists chosen do not match this visit's parts. Choose them again.":
    "Las manicuristas elegidas no corresponden a las partes de esta visita. Vuelve a elegirlas.",
  "Choose a manicurist for each part": "Elige una manicurista para cada parte",
  "Choose one manicurist for the visit or one for each part, not both": "Elige una manicurista para la visita o una para cada parte, no ambas",
  "This visit has several parts: assign each part to its manicurist.": "Esta visita tiene varias partes: asigna cada parte a su manicurista.",
  "This visit has several parts: move it without choosing a manicurist, then assign each part.":
    "Esta visita tiene varias partes: muévela sin elegir manicurista y luego asigna cada parte.",
  "This manicurist no longer works at the salon": "Esta manicurista ya no trabaja en el salón",
  "This manicurist does not do this part's services": "Esta manicurista no hace los servicios de esta parte",
  "Choose the manicurist who takes the appointment": "Elige la manicurista que toma la cita",
  "Write why the appointment is cancelled": "Escribe por qué se cancela la cita",
  "Choose one action per appointment": "Elige una sola acción por cita",
  "The action must be reassign, unassign or cancel": "La acción debe ser reassign, unassign o cancel",
  "Reason must be at most 500 characters": "El motivo puede tener como máximo 500 caracteres",
  "This email address already belongs to another account": "Este correo ya pertenece a otra cuenta",
  "Role must be admins or all": "El tipo debe ser admins o all",
  "Only an admin account's email is set here": "Aquí solo se cambia el correo de una cuenta de administrador",
  "Status must be confirmed, completed, cancelled, no_show or revert": "El estado debe ser confirmed, completed, cancelled, no_show o revert",
  "Only a no-show or a completed appointment can be undone": "Solo se puede deshacer una cita marcada como no presentada o completada",
  "A no-show or completion can be undone only on the day it was marked":
    "Marcar una cita como no presentada o completada solo se puede deshacer el mismo día en que se marcó",
  "The customer has already reviewed this appointment, so its completion cannot be undone":
    "La clienta ya calificó esta cita, así que no se puede deshacer que esté completada",
  "The time this job freed has been booked since, so its completion cannot be undone":
    "El tiempo que liberó este trabajo ya se reservó, así que no se puede deshacer que esté completada",
  "This visit has been checked out, so its completion cannot be undone: correct the checkout with an adjustment":
    "Esta visita ya se cobró, así que no se puede deshacer que esté completada: corrige el cobro con un ajuste",
  "A customer can be marked as a no-show only once the appointment's start time has passed.":
    "Solo se puede marcar que la clienta no se presentó cuando ya pasó la hora de inicio de la cita.",
};

/** A final status as the refusals name it, after "una cita". */
const FINAL_STATUS_SPANISH: Readonly<Record<string, string>> = { completed: "completada", cancelled: "cancelada", declined: "rechazada", no_show: "no presentada" };

/** Refusals that carry a value: the English pattern and its Spanish sentence. */
const SPANISH_PATTERNS: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]> = [
  ...CHECKOUT_SPANISH_PATTERNS,
  [/^Name must be at most (\d+) characters$/, (max) => `El nombre puede tener como máximo ${max} caracteres`],
  [/^Email address must be at most (\d+) characters$/, (max) => `El correo puede tener como máximo ${max} caracteres`],
  [/^Phone number must be at most (\d+) characters$/, (max) => `El teléfono puede tener como máximo ${max} caracteres`],
  [/^Comment must be at most (\d+) characters$/, (max) => `El comentario puede tener como máximo ${max} caracteres`],
  [/^Please choose one option for (.+)$/, (service) => `Por favor elige una opción para ${service}`],
  [/^Please choose one (.+) for (.+)$/, (_category, service) => `Por favor elige una opción de cada tipo para ${service}`],
  [/^(.+) is coming soon and cannot be booked yet$/, (service) => `${service} llegará pronto y todavía no se puede reservar`],
  [/^(.+) was chosen twice$/, (service) => `${service} se eligió dos veces`],
  [/^Unknown service: (.+)$/, (service) => `Servicio desconocido: ${service}`],
  [/^The Spanish (subject|message) must be at most (\d+) characters$/, (part, max) => `El ${part === "subject" ? "asunto" : "mensaje"} en español puede tener como máximo ${max} caracteres`],
  [/^The English (subject|message) must be at most (\d+) characters$/, (part, max) => `El ${part === "subject" ? "asunto" : "mensaje"} en inglés puede tener como máximo ${max} caracteres`],
  [/^Option (.+) is not offered for (.+)$/, (option, service) => `La opción ${option} no se ofrece con ${service}`],
  [
    /^A (completed|cancelled|declined|no_show) appointment cannot be assigned$/,
    (status) => `Una cita ${FINAL_STATUS_SPANISH[status]} no se puede asignar`,
  ],
  [/^(.+) has no options$/, (service) => `${service} no tiene opciones`],
  [
    /^Changes online are possible up to (\d+) hours before the appointment\. Please call us at (.+)\.$/,
    (hours, phone) => `Los cambios en línea son posibles hasta ${hours} horas antes de la cita. Por favor llámanos al ${phone}.`,
  ],
];

/** A refusal in the visitor's language: Spanish when known, else the sentence as written. */
export function refusalIn(locale: Locale, message: string): string {
  if (locale === "en") return message;
  const exact = SPANISH[message];
  if (exact) return exact;
  for (const [pattern, spanish] of SPANISH_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return spanish(...match.slice(1));
  }
  return message;
}

/** Whether a refusal has its Spanish sentence (for the tests that keep this table complete). */
export function hasSpanish(message: string): boolean {
  return refusalIn("es", message) !== message;
}
