import type { Locale } from "@shared/schema";
import { formatPrice } from "@shared/money";
import { splitName } from "@shared/names";
import { escapeHtml, formatDuration, formatLongDate, formatTime } from "../../format";
import type { AppointmentSnapshot, EmailPayload, RenderContext } from "../../payloads";
import { SALON_IDENTITY } from "../salon";
import type { RenderedEmail } from "../transport";

/** One value per language, so a template that misses a language, or a language that misses a text, does not compile. */
export type PerLanguage<Texts> = Record<Locale, Texts>;

export type Block =
  | { type: "paragraph"; text: string }
  | { type: "details"; rows: [label: string, value: string][]; title?: string }
  | { type: "services"; locale: Locale; appointment: AppointmentSnapshot }
  | { type: "actions"; buttons: { label: string; url: string; tone: "primary" | "secondary" }[] }
  | { type: "divider" };

/** What one email says, before the layout turns it into text and HTML. */
export interface Composition {
  subject: string;
  /** The language of the HTML document. */
  lang: Locale;
  /** The Content-Language header when the email is in more than `lang` (staff emails: Spanish, then English). */
  contentLanguage?: string;
  blocks: Block[];
  /** Why the reader got the email, in the footer. */
  reason: string;
  attachments?: RenderedEmail["attachments"];
  /** Extra message headers (a campaign's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export type Composer = (payload: EmailPayload, locale: Locale, context: RenderContext) => Composition;

export const LABELS: PerLanguage<Record<"date" | "time" | "duration" | "services" | "total" | "staff" | "client" | "address", string>> = {
  es: { date: "Fecha", time: "Hora", duration: "Duración", services: "Servicios", total: "Total", staff: "Manicurista", client: "Cliente", address: "Dirección" },
  en: { date: "Date", time: "Time", duration: "Duration", services: "Services", total: "Total", staff: "Manicurist", client: "Client", address: "Address" },
};

export const GREETING: PerLanguage<(name: string) => string> = {
  es: (name) => `Hola, ${name}:`,
  en: (name) => `Hi ${name},`,
};

/** The footer's reason in every email to a customer. */
const CUSTOMER_REASON: PerLanguage<string> = {
  es: "Recibiste este correo porque reservaste una cita con nosotros.",
  en: "You received this email because you booked an appointment with us.",
};

export function paragraph(text: string): Block {
  return { type: "paragraph", text };
}

/**
 * A sentence whose last word may bring its own period ("… a las 1:00 p.m."): it ends with one period,
 * never two.
 */
export function sentence(text: string): string {
  return text.replace(/\.\.$/, ".");
}

interface ManageTexts {
  note: (hours: number) => string;
  button: string;
  callOnly: string;
}

const MANAGE: PerLanguage<ManageTexts> = {
  es: {
    note: (hours) =>
      `¿Necesitas cambiarla o cancelarla? Puedes hacerlo en línea con este enlace hasta ${hours} ${hours === 1 ? "hora" : "horas"} antes de la cita; después, llámanos al ${SALON_IDENTITY.phone}.`,
    button: "Cambiar o cancelar mi cita",
    callOnly: `¿Necesitas cambiarla o cancelarla? Llámanos al ${SALON_IDENTITY.phone}.`,
  },
  en: {
    note: (hours) =>
      `Need to change or cancel it? You can do it online with this link up to ${hours} ${hours === 1 ? "hour" : "hours"} before the appointment; after that, call us at ${SALON_IDENTITY.phone}.`,
    button: "Change or cancel my appointment",
    callOnly: `Need to change or cancel it? Call us at ${SALON_IDENTITY.phone}.`,
  },
};

/** The customer's way to change the appointment: their manage link, or the salon's phone in an email queued without one. */
export function manageBlocks(payload: EmailPayload, locale: Locale, context: RenderContext): Block[] {
  const texts = MANAGE[locale];
  if (!payload.manageToken) return [paragraph(texts.callOnly)];
  return [
    paragraph(texts.note(context.cancelCutoffHours)),
    { type: "actions", buttons: [{ label: texts.button, url: `${context.publicUrl}/manage/${payload.manageToken}`, tone: "primary" }] },
  ];
}

/** Every email to a customer greets them first, in the language they booked in, and says why they got it. */
export function toCustomer(appointment: AppointmentSnapshot, locale: Locale, subject: string, blocks: Block[]): Composition {
  return {
    subject,
    lang: locale,
    blocks: [paragraph(GREETING[locale](appointment.customer.firstName)), ...blocks],
    reason: CUSTOMER_REASON[locale],
  };
}

const NAME_FIELD: PerLanguage<"nameEs" | "nameEn"> = { es: "nameEs", en: "nameEn" };

export function lineName(line: { nameEn: string; nameEs: string }, locale: Locale): string {
  return line[NAME_FIELD[locale]];
}

export function staffName(appointment: AppointmentSnapshot, locale: Locale): string | undefined {
  return appointment.staff ? lineName(appointment.staff, locale) : undefined;
}

/** The one manicurist a customer's email names: none for a visit of several parts, whose parts each name theirs. */
export function soleStaffName(appointment: AppointmentSnapshot, locale: Locale): string | undefined {
  return appointment.parts ? undefined : staffName(appointment, locale);
}

export function when(appointment: AppointmentSnapshot, locale: Locale) {
  return { date: formatLongDate(appointment.date, locale), time: formatTime(appointment.time, locale) };
}

const PARTS: PerLanguage<{ title: string; unassigned: string }> = {
  es: { title: "Partes de la visita", unassigned: "por asignar" },
  en: { title: "Parts of the visit", unassigned: "to be assigned" },
};

/**
 * Each part of a visit of several as [its time, its services and manicurist]: "10:00 a.m.–11:00 a.m.",
 * "Uñas acrílicas · Manicurista: Ana" (her first name, or "por asignar"). None for a visit of one part.
 */
export function partRows(appointment: AppointmentSnapshot, locale: Locale): [string, string][] {
  return (appointment.parts ?? []).map((part) => {
    const member = part.staff ? splitName(lineName(part.staff, locale)).firstName : PARTS[locale].unassigned;
    const services = part.services.map((service) => lineName(service, locale)).join(", ");
    return [`${formatTime(part.start, locale)}–${formatTime(part.end, locale)}`, `${services} · ${LABELS[locale].staff}: ${member}`];
  });
}

/**
 * The appointment's date, time and duration (and on request its client or manicurist), then, for a visit
 * of several parts, each part's time, services and manicurist instead of one manicurist, then its services.
 */
export function appointmentDetails(appointment: AppointmentSnapshot, locale: Locale, extra: { staff?: boolean; client?: boolean } = {}): Block[] {
  const label = LABELS[locale];
  const { date, time } = when(appointment, locale);
  const rows: [string, string][] = [];
  if (extra.client) rows.push([label.client, `${appointment.customer.firstName} ${appointment.customer.lastName}`.trim()]);
  rows.push([label.date, date], [label.time, time], [label.duration, formatDuration(appointment.durationMinutes)]);
  const parts = partRows(appointment, locale);
  const member = staffName(appointment, locale);
  if (extra.staff && member && parts.length === 0) rows.push([label.staff, member]);
  return [
    { type: "details", rows },
    ...(parts.length > 0 ? [{ type: "details", title: PARTS[locale].title, rows: parts } satisfies Block] : []),
    { type: "services", locale, appointment },
  ];
}

export function requireToken(payload: EmailPayload): string {
  if (!payload.token) throw new Error("This email needs a link token and its payload has none");
  return payload.token;
}

const BOOK_AGAIN: PerLanguage<string> = { es: "Reservar otro horario", en: "Book another time" };

/** The button back to the booking page, for a customer whose appointment will not happen. */
export function bookAgainButton(locale: Locale, context: RenderContext): Block {
  return { type: "actions", buttons: [{ label: BOOK_AGAIN[locale], url: `${context.publicUrl}/`, tone: "primary" }] };
}

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
      return [...(block.title ? [`${block.title}:`] : []), ...block.rows.map(([label, value]) => `${label}: ${value}`)].join("\n");
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
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">${
        block.title ? `<tr><th colspan="2" style="text-align:left;padding:4px 0;color:#57534e;font-weight:400">${escapeHtml(block.title)}</th></tr>` : ""
      }${block.rows
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

/** Lays one composition out as the message that is sent: plain text and HTML under the salon's name, above its footer. */
export function layOut(composition: Composition): RenderedEmail {
  const footer = footerLines(composition.reason);
  const text = `${composition.blocks.map(blockText).join("\n\n")}\n\n-- \n${footer.join("\n")}\n`;
  const html = [
    "<!doctype html>",
    `<html lang="${composition.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(composition.subject)}</title></head>`,
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
    language: composition.contentLanguage ?? composition.lang,
    headers: composition.headers ?? {},
    text,
    html,
    attachments: composition.attachments ?? [],
    links: linksOf(composition.blocks),
  };
}
