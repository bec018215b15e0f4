import crypto from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRERENDERED_PAGE_INLINE_SCRIPTS } from "@shared/prerendered-page";
import { addAdmin, TEST_PASSWORD } from "../../test/factories";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestContext({ publicUrl: "https://cita.example" });
  await addAdmin(ctx.database.db, { username: "maria" });
  const res = await request(ctx.app).post("/api/admin/login").send({ username: "maria", password: TEST_PASSWORD });
  cookie = ([] as string[]).concat(res.headers["set-cookie"])[0].split(";")[0];
});
afterAll(async () => {
  await ctx.close();
});

const REFUSED = { message: "This request came from another site and was refused." };

function logout(headers: Record<string, string>) {
  return request(ctx.app).post("/api/admin/logout").set(headers);
}

describe("security headers", () => {
  it("sends a content security policy fitting the SPA, on pages and API alike", async () => {
    for (const path of ["/", "/api/services"]) {
      const res = await request(ctx.app).get(path);
      const policy = Object.fromEntries(
        String(res.headers["content-security-policy"])
          .split(";")
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values.join(" ")]),
      );
      expect(policy, path).toEqual({
        "default-src": "'self'",
        // The prerendered booking page's inline language scripts, each allowed by its own hash, and nothing else inline.
        "script-src": ["'self'", ...PRERENDERED_PAGE_INLINE_SCRIPTS.map((script) => `'sha256-${crypto.createHash("sha256").update(script).digest("base64")}'`)].join(" "),
        "script-src-attr": "'none'",
        "style-src": "'self' 'unsafe-inline'",
        "img-src": "'self' data: blob: https:",
        "frame-src": "https://www.google.com https://maps.google.com",
        "connect-src": "'self'",
        "base-uri": "'none'",
        "object-src": "'none'",
        "frame-ancestors": "'self'",
        "form-action": "'self'",
      });
      expect(res.headers["x-powered-by"], path).toBeUndefined();
      expect(res.headers["x-content-type-options"], path).toBe("nosniff");
      expect(res.headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(res.headers["x-frame-options"], path).toBe("SAMEORIGIN");
    }
  });
});

describe("cross-site request refusal", () => {
  it("refuses a cross-site write that carries a cookie", async () => {
    const res = await logout({ Cookie: cookie, "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REFUSED);
    expect((await request(ctx.app).get("/api/auth/user").set("Cookie", cookie)).status).toBe(200);
  });

  it("refuses a foreign Origin even from browsers that send no Sec-Fetch-Site", async () => {
    expect((await logout({ Cookie: cookie, Origin: "https://evil.example" })).status).toBe(403);
    expect((await logout({ Cookie: cookie, Origin: "null" })).status).toBe(403);
  });

  it("refuses a same-site request from a sibling origin", async () => {
    const res = await logout({ Cookie: cookie, "Sec-Fetch-Site": "same-site", Origin: "https://shop.cita.example" });
    expect(res.status).toBe(403);
  });

  it("refuses cross-site writes on public calls too, when a cookie rides along", async () => {
    const res = await request(ctx.app)
      .post("/api/reviews")
      .set({ Cookie: "other=1", "Sec-Fetch-Site": "cross-site" })
      .send({ customerName: "Ana", rating: 5, comment: "Muy bien" });
    expect(res.status).toBe(403);
  });

  it("lets through writes from the public URL's origin and from the request's own host", async () => {
    const fromPublicUrl = await request(ctx.app)
      .post("/api/reviews")
      .set({ Cookie: cookie, "Sec-Fetch-Site": "same-origin", Origin: "https://cita.example" })
      .send({ customerName: "Ana", rating: 5, comment: "Muy bien" });
    expect(fromPublicUrl.status).toBe(201);
    const fromOwnHost = await request(ctx.app)
      .post("/api/reviews")
      .set({ Cookie: cookie, Host: "localhost:5173", Origin: "http://localhost:5173" })
      .send({ customerName: "Ana", rating: 5, comment: "Muy bien" });
    expect(fromOwnHost.status).toBe(201);
  });

  it("lets through requests without a cookie, reads, and clients that send neither header", async () => {
    const anonymous = await request(ctx.app)
      .post("/api/reviews")
      .set({ "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" })
      .send({ customerName: "Ana", rating: 5, comment: "Muy bien" });
    expect(anonymous.status).toBe(201);
    const read = await request(ctx.app)
      .get("/api/auth/user")
      .set({ Cookie: cookie, "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" });
    expect(read.status).toBe(200);
    const script = await request(ctx.app)
      .post("/api/reviews")
      .set({ Cookie: cookie })
      .send({ customerName: "Ana", rating: 5, comment: "Muy bien" });
    expect(script.status).toBe(201);
  });

  it("lets the same-origin logout through", async () => {
    const res = await logout({ Cookie: cookie, "Sec-Fetch-Site": "same-origin", Origin: "https://cita.example" });
    expect(res.status).toBe(204);
  });
});
