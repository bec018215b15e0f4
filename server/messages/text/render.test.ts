import { describe, expect, it } from "vitest";
import type { Locale } from "@shared/schema";
import type { AppointmentSnapshot, EmailPayload } from "../payloads";
import { renderText, TEXT_KINDS } from "./render";

const CONTEXT = { publicUrl: "https://cita.salon", cancelCutoffHours: 2 };
const MANAGE_TOKEN = "a".repeat(43);

/** The GSM 03.38 basic alphabet: a text written only in it goes in 160-character segments, not UCS-2's 70. */
const GSM_7 = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
const isGsm7 = (text: string) => [...text].every((character) => GSM_7.has(character));

function payload(date: string, time: string, manageToken?: string): EmailPayload {
  const appointment = { appointmentId: 1, date, time } as AppointmentSnapshot;
  return { appointment, issuedAt: "2026-11-23T18:00:00.000Z", manageToken };
}

describe("renderText", () => {
  it("says what happened and when in the booking's language, with the manage link when the row has one", () => {
    const texts = (locale: Locale) => TEXT_KINDS.map((kind) => renderText(kind, locale, payload("2026-11-24", "13:00", MANAGE_TOKEN), CONTEXT));
    const link = (label: string) => `${label}: https://cita.salon/manage/${MANAGE_TOKEN}`;
    expect(texts("es")).toEqual([
      `Cita Nail & Beauty Studio: Confirmamos tu cita: martes, 24 de noviembre, 1:00 p.m. ${link("Cambiar o cancelar")}`,
      `Cita Nail & Beauty Studio: Recordatorio: tu cita es el martes, 24 de noviembre, 1:00 p.m. ${link("Cambiar o cancelar")}`,
      `Cita Nail & Beauty Studio: Tu cita del martes, 24 de noviembre, 1:00 p.m. fue cancelada. ${link("Cambiar o cancelar")}`,
      `Cita Nail & Beauty Studio: Cambiamos tu cita: ahora es el martes, 24 de noviembre, 1:00 p.m. ${link("Cambiar o cancelar")}`,
    ]);
    expect(texts("en")).toEqual([
      `Cita Nail & Beauty Studio: Your appointment is confirmed: Tuesday, November 24 at 1:00 PM. ${link("Change or cancel")}`,
      `Cita Nail & Beauty Studio: Reminder: your appointment is Tuesday, November 24 at 1:00 PM. ${link("Change or cancel")}`,
      `Cita Nail & Beauty Studio: Your appointment on Tuesday, November 24 at 1:00 PM has been cancelled. ${link("Change or cancel")}`,
      `Cita Nail & Beauty Studio: Your appointment has moved to Tuesday, November 24 at 1:00 PM. ${link("Change or cancel")}`,
    ]);
  });

  it("keeps every text in the GSM alphabet (two segments with the link, one without) except a Spanish Saturday", () => {
    const week = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"];
    for (const locale of ["es", "en"] as const) {
      for (const kind of TEXT_KINDS) {
        for (const date of week) {
          const withLink = renderText(kind, locale, payload(date, "10:30", MANAGE_TOKEN), CONTEXT);
          const alone = renderText(kind, locale, payload(date, "10:30"), CONTEXT);
          const saturdayInSpanish = locale === "es" && date === "2026-11-28";
          expect(isGsm7(withLink), withLink).toBe(!saturdayInSpanish);
          if (saturdayInSpanish) continue;
          expect(withLink.length, withLink).toBeLessThanOrEqual(2 * 153);
          expect(alone.length, alone).toBeLessThanOrEqual(160);
        }
      }
    }
  });

  it("ends a campaign's subject with one mark of its own, and links to stop", () => {
    const campaign = (subject: string, unsubscribeToken?: string) =>
      renderText("campaign", "es", { campaign: { id: 1, subject, body: "" }, unsubscribeToken }, CONTEXT);
    expect(campaign("Noviembre: 20 % en pedicura", "t")).toBe("Cita Nail & Beauty Studio: Noviembre: 20 % en pedicura. Para darte de baja: https://cita.salon/unsubscribe/t");
    expect(campaign("¡Feliz Navidad!")).toBe("Cita Nail & Beauty Studio: ¡Feliz Navidad!");
  });

  it("refuses a kind customers do not get by text", () => {
    expect(() => renderText("staff_removed", "es", payload("2026-11-24", "10:00"), CONTEXT)).toThrow(/No text message for staff_removed/);
  });
});
