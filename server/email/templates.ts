import type { Locale } from "@shared/schema";
import { formatPrice } from "@shared/money";
import { escapeHtml, formatDuration, formatLongDate, formatTime } from "./format";
import { buildIcs } from "./ics";
import type { AppointmentSnapshot, EmailKind, EmailPayload } from "./messages";
import { SALON_IDENTITY } from "./salon";

export interface RenderedAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  attachments: RenderedAttachment[];
  /** Every link in the message, for the log of the file transport. */
  links: string[];
}

export interface RenderContext {
  /** The site's public base URL without a trailing slash; links are built from it alone. */
  publicUrl: string;
}

type Block =
  | { type: "paragraph"; text: string }
  | { type: "details"; rows: [label: string, value: string][] }
  | { type: "services"; locale: Locale; appointment: AppointmentSnapshot }
  | { type: "actions"; buttons: { label: string; url: string; tone: "primary" | "secondary" }[] }
  | { type: "divider" };

interface Composition {
  subject: string;
  blocks: Block[];
  /** Why the reader got the email, in the footer. */
  reason: string;
  attachments?: RenderedAttachment[];
}

const LABELS = {
  es: { date: "Fecha", time: "Hora", duration: "Duración", services: "Servicios", total: "Total", staff: "Manicurista", client: "Cliente", address: "Dirección" },
  en: { date: "Date", time: "Time", duration: "Duration", services: "Services", total: "Total", staff: "Manicurist", client: "Client", address: "Address" },
} as const;

function staffName(appointment: AppointmentSnapshot, locale: Locale): string | undefined {
  if (!appointment.staff) return undefined;
  return locale === "es" ? appointment.staff.nameEs : appointment.staff.nameEn;
}

function when(appointment: AppointmentSnapshot, locale: Locale) {
  return { date: formatLongDate(appointment.date, locale), time: formatTime(appointment.time, locale) };
}

function appointmentDetails(appointment: AppointmentSnapshot, locale: Locale, extra: { staff?: boolean; client?: boolean } = {}): Block[] {
  const label = LABELS[locale];
  const { date, time } = when(appointment, locale);
  const rows: [string, string][] = [];
  if (extra.client) rows.push([label.client, `${appointment.customer.firstName} ${appointment.customer.lastName}`.trim()]);
  rows.push([label.date, date], [label.time, time], [label.duration, formatDuration(appointment.durationMinutes)]);
  const member = staffName(appointment, locale);
  if (extra.staff && member) rows.push([label.staff, member]);
  return [
    { type: "details", rows },
    { type: "services", locale, appointment },
  ];
}

function lineName(line: { nameEn: string; nameEs: string }, locale: Locale): string {
  return locale === "es" ? line.nameEs : line.nameEn;
}

const REASON = {
  es: "Recibiste este correo porque reservaste una cita con nosotros.",
  en: "You received this email because you booked an appointment with us.",
};

function bookingReceived(payload: EmailPayload, locale: Locale, context: RenderContext): Composition {
  const appointment = payload.appointment;
  const { date, time } = when(appointment, locale);
  const name = appointment.customer.firstName;
  const summary = appointment.lines.map((line) => lineName(line, locale)).join(", ");
  const ics = buildIcs({
    uid: `appointment-${appointment.appointmentId}@${new URL(context.publicUrl).hostname}`,
    date: appointment.date,
    time: appointment.time,
    durationMinutes: appointment.durationMinutes,
    summary: `${SALON_IDENTITY.name}: ${summary}`,
    description:
      locale === "es"
        ? `${summary}\nTotal: ${formatPrice(appointment.totalPrice)}\nTel. ${SALON_IDENTITY.phone}`
        : `${summary}\nTotal: ${formatPrice(appointment.totalPrice)}\nPhone ${SALON_IDENTITY.phone}`,
    location: `${SALON_IDENTITY.name}, ${SALON_IDENTITY.address}`,
    stamp: new Date(payload.issuedAt),
  });
  const attachments = [{ filename: "cita.ics", content: ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }];
  if (locale === "es") {
    return {
      subject: `Recibimos tu reserva: ${date}, ${time}`,
      blocks: [
        { type: "paragraph", text: `Hola, ${name}:` },
        {
          type: "paragraph",
          text: `Gracias por reservar en ${SALON_IDENTITY.name}. Tu cita está pendiente de que una de nuestras manicuristas la confirme; te escribiremos en cuanto quede confirmada.`,
        },
        ...appointmentDetails(appointment, locale),
        { type: "paragraph", text: "Adjuntamos un archivo de calendario (.ics) para que agregues la cita a tu calendario." },
        { type: "paragraph", text: `¿Necesitas cambiarla o cancelarla? Llámanos al ${SALON_IDENTITY.phone}.` },
      ],
      reason: REASON.es,
      attachments,
    };
  }
  return {
    subject: `We received your booking: ${date} at ${time}`,
    blocks: [
      { type: "paragraph", text: `Hi ${name},` },
      {
        type: "paragraph",
        text: `Thank you for booking with ${SALON_IDENTITY.name}. Your appointment is waiting for one of our manicurists to confirm it; we will email you as soon as it is confirmed.`,
      },
      ...appointmentDetails(appointment, locale),
      { type: "paragraph", text: "The attached calendar file (.ics) adds the appointment to your calendar." },
      { type: "paragraph", text: `Need to change or cancel it? Call us at ${SALON_IDENTITY.phone}.` },
    ],
    reason: REASON.en,
    attachments,
  };
}

export function staffConfirmUrl(context: RenderContext, token: string, action: "confirm" | "decline"): string {
  return `${context.publicUrl}/staff-confirm/${encodeURIComponent(token)}?action=${action}`;
}

export function reviewUrl(context: RenderContext, token: string): string {
  return `${context.publicUrl}/review/${encodeURIComponent(token)}`;
}

function requireToken(payload: EmailPayload): string {
  if (!payload.token) throw new Error("This email needs a link token and its payload has none");
  return payload.token;
}

/** Staff have no language of their own on file, so their request is in Spanish, then English. */
function staffConfirmationRequest(payload: EmailPayload, _locale: Locale, context: RenderContext): Composition {
  const appointment = payload.appointment;
  const token = requireToken(payload);
  const confirm = staffConfirmUrl(context, token, "confirm");
  const decline = staffConfirmUrl(context, token, "decline");
  return {
    subject: `Cita por confirmar / Appointment to confirm: ${appointment.date} ${appointment.time}`,
    blocks: [
      { type: "paragraph", text: `Hola, ${staffName(appointment, "es") ?? ""}:` },
      { type: "paragraph", text: "Se te asignó esta cita. Por favor, confírmala o recházala." },
      ...appointmentDetails(appointment, "es", { client: true }),
      {
        type: "actions",
        buttons: [
          { label: "Confirmar cita", url: confirm, tone: "primary" },
          { label: "Rechazar cita", url: decline, tone: "secondary" },
        ],
      },
      { type: "paragraph", text: "El enlace vence cuando empieza la cita y solo se puede usar una vez." },
      { type: "divider" },
      { type: "paragraph", text: `Hi ${staffName(appointment, "en") ?? ""},` },
      { type: "paragraph", text: "You have been assigned this appointment. Please confirm or decline it." },
      ...appointmentDetails(appointment, "en", { client: true }),
      {
        type: "actions",
        buttons: [
          { label: "Confirm appointment", url: confirm, tone: "primary" },
          { label: "Decline appointment", url: decline, tone: "secondary" },
        ],
      },
      { type: "paragraph", text: "The link expires when the appointment starts and works only once." },
    ],
    reason: "Recibiste este correo porque eres parte del equipo del salón. / You received this email as a member of the salon's team.",
  };
}

function appointmentConfirmed(payload: EmailPayload, locale: Locale): Composition {
  const appointment = payload.appointment;
  const { date, time } = when(appointment, locale);
  const member = staffName(appointment, locale);
  if (locale === "es") {
    return {
      subject: `Tu cita está confirmada: ${date}, ${time}`,
      blocks: [
        { type: "paragraph", text: `Hola, ${appointment.customer.firstName}:` },
        { type: "paragraph", text: member ? `¡Buenas noticias! ${member} confirmó tu cita.` : "¡Buenas noticias! Tu cita está confirmada." },
        ...appointmentDetails(appointment, locale, { staff: true }),
        { type: "paragraph", text: `Te esperamos en ${SALON_IDENTITY.address}. Si no puedes venir, llámanos al ${SALON_IDENTITY.phone}.` },
      ],
      reason: REASON.es,
    };
  }
  return {
    subject: `Your appointment is confirmed: ${date} at ${time}`,
    blocks: [
      { type: "paragraph", text: `Hi ${appointment.customer.firstName},` },
      { type: "paragraph", text: member ? `Good news! ${member} confirmed your appointment.` : "Good news! Your appointment is confirmed." },
      ...appointmentDetails(appointment, locale, { staff: true }),
      { type: "paragraph", text: `See you at ${SALON_IDENTITY.address}. If you can't make it, call us at ${SALON_IDENTITY.phone}.` },
    ],
    reason: REASON.en,
  };
}

function appointmentDeclined(payload: EmailPayload, locale: Locale, context: RenderContext): Composition {
  const appointment = payload.appointment;
  const { date, time } = when(appointment, locale);
  const bookAgain = `${context.publicUrl}/`;
  if (locale === "es") {
    return {
      subject: `No pudimos confirmar tu cita del ${date}`,
      blocks: [
        { type: "paragraph", text: `Hola, ${appointment.customer.firstName}:` },
        {
          type: "paragraph",
          text: `Lo sentimos: la manicurista asignada no puede atender tu cita del ${date} a las ${time}, así que quedó cancelada.`,
        },
        ...appointmentDetails(appointment, locale),
        { type: "paragraph", text: `Reserva otro horario en línea o llámanos al ${SALON_IDENTITY.phone} y con gusto te ayudamos.` },
        { type: "actions", buttons: [{ label: "Reservar otro horario", url: bookAgain, tone: "primary" }] },
      ],
      reason: REASON.es,
    };
  }
  return {
    subject: `We couldn't confirm your appointment on ${date}`,
    blocks: [
      { type: "paragraph", text: `Hi ${appointment.customer.firstName},` },
      {
        type: "paragraph",
        text: `We're sorry: the manicurist assigned to your appointment on ${date} at ${time} can't take it, so it has been cancelled.`,
      },
      ...appointmentDetails(appointment, locale),
      { type: "paragraph", text: `Book another time online or call us at ${SALON_IDENTITY.phone}; we'll be glad to help.` },
      { type: "actions", buttons: [{ label: "Book another time", url: bookAgain, tone: "primary" }] },
    ],
    reason: REASON.en,
  };
}

function appointmentCancelled(payload: EmailPayload, locale: Locale, context: RenderContext): Composition {
  const appointment = payload.appointment;
  const { date, time } = when(appointment, locale);
  const bookAgain = `${context.publicUrl}/`;
  if (locale === "es") {
    return {
      subject: `Tu cita del ${date} fue cancelada`,
      blocks: [
        { type: "paragraph", text: `Hola, ${appointment.customer.firstName}:` },
        { type: "paragraph", text: `El salón canceló tu cita del ${date} a las ${time}.` },
        ...appointmentDetails(appointment, locale),
        { type: "paragraph", text: `Si no esperabas este cambio, llámanos al ${SALON_IDENTITY.phone}. Puedes reservar otro horario en línea.` },
        { type: "actions", buttons: [{ label: "Reservar otro horario", url: bookAgain, tone: "primary" }] },
      ],
      reason: REASON.es,
    };
  }
  return {
    subject: `Your appointment on ${date} has been cancelled`,
    blocks: [
      { type: "paragraph", text: `Hi ${appointment.customer.firstName},` },
      { type: "paragraph", text: `The salon has cancelled your appointment on ${date} at ${time}.` },
      ...appointmentDetails(appointment, locale),
      { type: "paragraph", text: `If you didn't expect this, please call us at ${SALON_IDENTITY.phone}. You can book another time online.` },
      { type: "actions", buttons: [{ label: "Book another time", url: bookAgain, tone: "primary" }] },
    ],
    reason: REASON.en,
  };
}

function reviewRequest(payload: EmailPayload, locale: Locale, context: RenderContext): Composition {
  const appointment = payload.appointment;
  const link = reviewUrl(context, requireToken(payload));
  const date = formatLongDate(appointment.date, locale);
  const member = staffName(appointment, locale);
  if (locale === "es") {
    return {
      subject: `¿Cómo te fue en ${SALON_IDENTITY.name}?`,
      blocks: [
        { type: "paragraph", text: `Hola, ${appointment.customer.firstName}:` },
        {
          type: "paragraph",
          text: `Gracias por visitarnos el ${date}${member ? ` con ${member}` : ""}. ¿Nos cuentas cómo te fue? Solo toma un minuto.`,
        },
        { type: "actions", buttons: [{ label: "Dejar mi reseña", url: link, tone: "primary" }] },
        { type: "paragraph", text: "El enlace vence en 30 días y sirve para una sola reseña." },
      ],
      reason: REASON.es,
    };
  }
  return {
    subject: `How was your visit to ${SALON_IDENTITY.name}?`,
    blocks: [
      { type: "paragraph", text: `Hi ${appointment.customer.firstName},` },
      {
        type: "paragraph",
        text: `Thank you for visiting us on ${date}${member ? ` with ${member}` : ""}. Would you tell us how it went? It only takes a minute.`,
      },
      { type: "actions", buttons: [{ label: "Leave a review", url: link, tone: "primary" }] },
      { type: "paragraph", text: "The link expires in 30 days and works for one review." },
    ],
    reason: REASON.en,
  };
}

function appointmentReminder(payload: EmailPayload, locale: Locale): Composition {
  const appointment = payload.appointment;
  const { date, time } = when(appointment, locale);
  if (locale === "es") {
    return {
      subject: `Recordatorio: tu cita el ${date} a las ${time}`,
      blocks: [
        { type: "paragraph", text: `Hola, ${appointment.customer.firstName}:` },
        { type: "paragraph", text: `Te recordamos tu cita en ${SALON_IDENTITY.name}.` },
        ...appointmentDetails(appointment, locale, { staff: true }),
        { type: "paragraph", text: `${LABELS.es.address}: ${SALON_IDENTITY.address}.` },
        { type: "paragraph", text: `Si no puedes venir, llámanos al ${SALON_IDENTITY.phone} para liberar el horario.` },
      ],
      reason: REASON.es,
    };
  }
  return {
    subject: `Reminder: your appointment on ${date} at ${time}`,
    blocks: [
      { type: "paragraph", text: `Hi ${appointment.customer.firstName},` },
      { type: "paragraph", text: `This is a reminder of your appointment at ${SALON_IDENTITY.name}.` },
      ...appointmentDetails(appointment, locale, { staff: true }),
      { type: "paragraph", text: `${LABELS.en.address}: ${SALON_IDENTITY.address}.` },
      { type: "paragraph", text: `If you can't make it, please call us at ${SALON_IDENTITY.phone} so we can free the time.` },
    ],
    reason: REASON.en,
  };
}

const COMPOSERS: Record<EmailKind, (payload: EmailPayload, locale: Locale, context: RenderContext) => Composition> = {
  booking_received: bookingReceived,
  staff_confirmation_request: staffConfirmationRequest,
  appointment_confirmed: appointmentConfirmed,
  appointment_declined: appointmentDeclined,
  appointment_cancelled: appointmentCancelled,
  review_request: reviewRequest,
  appointment_reminder: appointmentReminder,
};

// --- layout -----------------------------------------------------------------------------------------

function footerLines(reason: string): string[] {
  return [SALON_IDENTITY.name, SALON_IDENTITY.address, SALON_IDENTITY.phone, reason];
}

function servicesText(block: Extract<Block, { type: "services" }>): string {
  const label = LABELS[block.locale];
  const lines = block.appointment.lines.map((line) => `  - ${lineName(line, block.locale)}: ${formatPrice(line.price)}`);
  return [`${label.services}:`, ...lines, `${label.total}: ${formatPrice(block.appointment.totalPrice)}`].join("\n");
}

function blockText(block: Block): string {
  switch (block.type) {
    case "paragraph":
      return block.text;
    case "details":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "services":
      return servicesText(block);
    case "actions":
      return block.buttons.map((button) => `${button.label}:\n${button.url}`).join("\n\n");
    case "divider":
      return "----------------------------------------";
  }
}

const PLUM = "#6b2a5e";

function blockHtml(block: Block): string {
  switch (block.type) {
    case "paragraph":
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text)}</p>`;
    case "details":
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 16px 2px 0;color:#57534e">${escapeHtml(label)}</td><td style="padding:2px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`;
    case "services": {
      const label = LABELS[block.locale];
      const rows = block.appointment.lines
        .map(
          (line) =>
            `<tr><td style="padding:4px 16px 4px 0">${escapeHtml(lineName(line, block.locale))}</td><td style="padding:4px 0;text-align:right">${formatPrice(line.price)}</td></tr>`,
        )
        .join("");
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;min-width:280px"><tr><th colspan="2" style="text-align:left;padding:4px 0;color:#57534e;font-weight:400">${label.services}</th></tr>${rows}<tr><td style="padding:6px 16px 4px 0;border-top:1px solid #e7e5e4;font-weight:700">${label.total}</td><td style="padding:6px 0 4px;border-top:1px solid #e7e5e4;text-align:right;font-weight:700">${formatPrice(block.appointment.totalPrice)}</td></tr></table>`;
    }
    case "actions":
      return `<p style="margin:0 0 16px">${block.buttons
        .map((button) => {
          const style =
            button.tone === "primary"
              ? `background:${PLUM};color:#ffffff;border:1px solid ${PLUM}`
              : `background:#ffffff;color:${PLUM};border:1px solid ${PLUM}`;
          return `<a href="${escapeHtml(button.url)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 20px;border-radius:999px;text-decoration:none;font-weight:600;${style}">${escapeHtml(button.label)}</a>`;
        })
        .join("")}</p>`;
    case "divider":
      return `<hr style="border:none;border-top:1px solid #e7e5e4;margin:24px 0">`;
  }
}

function linksOf(blocks: Block[]): string[] {
  return [...new Set(blocks.flatMap((block) => (block.type === "actions" ? block.buttons.map((button) => button.url) : [])))];
}

/** Renders one outbox row into the message that is sent: subject, plain text, HTML and attachments. */
export function renderEmail(kind: EmailKind, locale: Locale, payload: EmailPayload, context: RenderContext): RenderedEmail {
  const composer = COMPOSERS[kind];
  if (!composer) throw new Error(`Unknown email kind: ${kind}`);
  const composition = composer(payload, locale, context);
  const footer = footerLines(composition.reason);
  const text = `${composition.blocks.map(blockText).join("\n\n")}\n\n-- \n${footer.join("\n")}\n`;
  const htmlLang = kind === "staff_confirmation_request" ? "es" : locale;
  const html = [
    "<!doctype html>",
    `<html lang="${htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(composition.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#faf7f5;font-family:Helvetica,Arial,sans-serif;color:#1c1917">`,
    `<div style="max-width:560px;margin:0 auto;padding:24px">`,
    `<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:${PLUM}">${escapeHtml(SALON_IDENTITY.name)}</p>`,
    ...composition.blocks.map(blockHtml),
    `<hr style="border:none;border-top:1px solid #e7e5e4;margin:24px 0 12px">`,
    `<p style="margin:0;font-size:12px;line-height:1.6;color:#78716c">${footer.map(escapeHtml).join("<br>")}</p>`,
    "</div></body></html>",
  ].join("\n");
  return {
    subject: composition.subject,
    text,
    html,
    attachments: composition.attachments ?? [],
    links: linksOf(composition.blocks),
  };
}
