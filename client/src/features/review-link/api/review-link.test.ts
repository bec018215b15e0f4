import { describe, expect, it } from "vitest";
import { REVIEW_LINK_STRINGS } from "../i18n/strings";
import { loadReviewLink, submitReview } from "./review-link";

const respond = (status: number, body: unknown = {}) => (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
const offline = (async () => {
  throw new TypeError("Failed to fetch");
}) as typeof fetch;

describe("loadReviewLink", () => {
  it("tells an invalid or expired link from a failure worth retrying", async () => {
    const link = { service: { nameEn: "A", nameEs: "B" }, staff: null, appointment: { appointmentDate: "2026-11-24", appointmentTime: "10:00" } };
    expect(await loadReviewLink("t", respond(200, link))).toEqual({ kind: "ok", link });
    expect(await loadReviewLink("t", respond(404))).toEqual({ kind: "invalid" });
    expect(await loadReviewLink("t", respond(410))).toEqual({ kind: "invalid" });
    expect(await loadReviewLink("t", respond(500))).toEqual({ kind: "error" });
    expect(await loadReviewLink("t", offline)).toEqual({ kind: "error" });
  });
});

describe("submitReview", () => {
  it("posts the rating and a trimmed comment, leaving an empty comment out", async () => {
    const bodies: unknown[] = [];
    const capture = (async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response("{}", { status: 201 });
    }) as typeof fetch;
    expect(await submitReview("t", { rating: 5, comment: "  Great  " }, "en", capture)).toEqual({ kind: "ok" });
    expect(await submitReview("t", { rating: 3, comment: "   " }, "en", capture)).toEqual({ kind: "ok" });
    expect(bodies).toEqual([{ rating: 5, comment: "Great" }, { rating: 3 }]);
  });

  it("maps refusals", async () => {
    expect(await submitReview("t", { rating: 5, comment: "" }, "es", respond(410))).toEqual({ kind: "invalid" });
    expect(await submitReview("t", { rating: 5, comment: "" }, "es", respond(409, { message: "Ya se envió" }))).toEqual({
      kind: "duplicate",
      message: "Ya se envió",
    });
    expect(await submitReview("t", { rating: 5, comment: "" }, "es", respond(400))).toEqual({ kind: "error" });
    expect(await submitReview("t", { rating: 5, comment: "" }, "es", offline)).toEqual({ kind: "error" });
  });
});

describe("strings", () => {
  it("have the same keys in both languages and the fixed English star labels", () => {
    expect(Object.keys(REVIEW_LINK_STRINGS.es).sort()).toEqual(Object.keys(REVIEW_LINK_STRINGS.en).sort());
    const en = REVIEW_LINK_STRINGS.en;
    expect([5, 4, 3, 2, 1].map((stars) => en.starOption(stars, en.ratingLabels[stars]))).toEqual([
      "Excellent (5)",
      "Very Good (4)",
      "Good (3)",
      "Fair (2)",
      "Needs Improvement (1)",
    ]);
    expect(en.invalid).toBe("This review link is invalid or has expired.");
    expect(en.submitFailed).toBe("Failed to submit review. Please try again.");
    expect(en.thankYou).toBe("Thank you!");
  });
});
