import { describe, expect, it } from "vitest";
import type { CampaignSummary } from "@shared/campaigns-api";
import { audienceOf, checkDraft, type Draft, draftOf, EMPTY_DRAFT, emailParagraphs } from "./draft";

const complete: Draft = {
  subjectEs: " Promoción de diciembre ",
  bodyEs: "Hola.\n\nDescuento en pedicure.",
  subjectEn: "December offer",
  bodyEn: "Hi.\n\nPedicure discount.",
  audience: "all",
  days: "60",
};

describe("audienceOf", () => {
  it("answers the choice, and the days as a number for lapsed clients", () => {
    expect(audienceOf(complete)).toBe("all");
    expect(audienceOf({ ...complete, audience: "vip" })).toBe("vip");
    expect(audienceOf({ ...complete, audience: "lapsed", days: " 90 " })).toEqual({ lastVisitBeforeDays: 90 });
  });

  it("answers null for days the server refuses", () => {
    for (const days of ["", "0", "-3", "1.5", "3651", "abc"]) expect(audienceOf({ ...complete, audience: "lapsed", days }), days).toBeNull();
    expect(audienceOf({ ...complete, audience: "lapsed", days: "3650" })).toEqual({ lastVisitBeforeDays: 3650 });
  });
});

describe("checkDraft", () => {
  it("gives the trimmed request of a complete draft", () => {
    expect(checkDraft({ ...complete, audience: "lapsed", days: "45" })).toEqual({
      request: { subjectEs: "Promoción de diciembre", bodyEs: complete.bodyEs, subjectEn: "December offer", bodyEn: complete.bodyEn, audience: { lastVisitBeforeDays: 45 } },
      invalid: [],
    });
  });

  it("names every missing field in the form's order, blank ones included", () => {
    expect(checkDraft(EMPTY_DRAFT)).toEqual({ request: null, invalid: ["subjectEs", "bodyEs", "subjectEn", "bodyEn"] });
    expect(checkDraft({ ...complete, bodyEn: "  \n ", audience: "lapsed", days: "" })).toEqual({ request: null, invalid: ["bodyEn", "days"] });
  });

  it("ignores the days unless the audience is lapsed clients", () => {
    expect(checkDraft({ ...complete, audience: "vip", days: "" }).invalid).toEqual([]);
  });
});

describe("draftOf", () => {
  const saved: CampaignSummary = {
    id: 7,
    ...complete,
    audience: { lastVisitBeforeDays: 120 },
    createdAt: "2026-11-24T18:00:00.000Z",
    createdBy: "Ana Admin",
    sentAt: null,
    sentBy: null,
    recipients: { email: 3, text: 0 },
    delivered: 0,
    failed: 0,
    unsubscribedSince: 0,
  };

  it("puts a saved campaign back in the form", () => {
    expect(draftOf(saved)).toEqual({ ...complete, audience: "lapsed", days: "120" });
    expect(draftOf({ ...saved, audience: "vip" })).toEqual({ ...complete, audience: "vip", days: EMPTY_DRAFT.days });
  });
});

describe("emailParagraphs", () => {
  it("splits on blank lines only, as the email does", () => {
    expect(emailParagraphs("Hola,\nsegunda línea\n\n  \n\nAdiós ")).toEqual(["Hola,\nsegunda línea", "Adiós"]);
    expect(emailParagraphs(" \n ")).toEqual([]);
  });
});
