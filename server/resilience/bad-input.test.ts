/**
 * Generated junk at every API route, as a signed-in superadmin (so admin handlers run, not only the
 * guard): the answer is a 4xx JSON `{ message }` or a success, never a 5xx. And text people type is
 * only ever data: JSON to the SPA (which renders it as text), escaped in emails.
 */
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import type { Express } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "@shared/schema";
import { eq } from "drizzle-orm";
import { renderEmail } from "../messages/email/render";
import type { EmailKind, EmailPayload } from "../messages/payloads";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { createTestContext, type TestContext } from "../test/harness";
import { signedInAgent, type SignedInAgent } from "../test/agents";

const NUM_RUNS = Number(process.env.BAD_INPUT_RUNS ?? 30);

interface Route {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
}

/** The parts of Express 5's router layers the walk reads. */
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** Every /api route registered on the app, found by walking the router tree, so a new route is fuzzed unasked. */
function apiRoutes(app: Express): Route[] {
  const found: Route[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route && typeof layer.route.path === "string") {
        for (const method of Object.keys(layer.route.methods).filter((name) => name !== "_all")) {
          found.push({ method: method.toUpperCase() as Route["method"], path: prefix + layer.route.path });
        }
      } else if (layer.handle.stack) {
        const mount = typeof layer.rawPath === "string" ? layer.rawPath : "";
        walk(layer.handle.stack, mount === "/" ? prefix : prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, "");
  return found.filter((route) => route.path.startsWith("/api/"));
}

/**
 * Left out, each for a reason: the event stream never ends (it takes no input), and sign-out would end
 * the agent's session; both sign-in calls are fuzzed anonymously below instead.
 */
const NOT_FUZZED_AS_ADMIN = new Set(["GET /api/live-board/events", "POST /api/admin/logout", "POST /api/admin/login"]);

const ATTACK_STRINGS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE appointments; --",
  "' OR '1'='1",
  "1; SELECT pg_sleep(10)",
  "\u0000",
  "nul\u0000in the middle",
  "%00",
  "%",
  "../../../etc/passwd",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "9".repeat(40),
  "2026-02-30",
  "25:99",
  "__proto__",
  "constructor",
  "🙂‍↔️ ñandú Ωmega \u202e",
  "\ud800",
  " ",
];

/** Names the API's bodies and queries use, so junk lands on real fields as well as unknown ones. */
const FIELD_NAMES = [
  "services", "serviceId", "optionIds", "appointmentDate", "appointmentTime", "customerName", "customerEmail",
  "customerPhone", "pedicureType", "needsAcrylicRemoval", "locale", "rating", "comment", "username", "password",
  "status", "staffId", "date", "isPunchedIn", "startTime", "endTime", "breakStartTime", "firstName", "lastName",
  "email", "phone", "membershipTier", "marketingOptIn", "nameEn", "nameEs", "photoUrl", "active", "serviceIds",
  "parentServiceId", "price", "durationMinutes", "displayOrder", "category", "confirm", "adminLevel", "action",
  "__proto__", "constructor", "id",
];

const attackString = fc.constantFrom(...ATTACK_STRINGS);
/**
 * A long string that becomes itself only when the request is serialised, so a failure report prints
 * its length instead of 150 000 characters.
 */
class HugeString {
  constructor(readonly length: number) {}
  toJSON(): string {
    return "ñ<".repeat(this.length / 2);
  }
  [fc.toStringMethod](): string {
    return `HugeString(${this.length})`;
  }
}
const hugeString = fc.constantFrom(5_000, 150_000).map((length) => new HugeString(length));
const junkString = fc.oneof(attackString, fc.string({ unit: "binary", maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 20 }));
const junkNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, Number.MAX_VALUE, -Number.MAX_VALUE));

/** A nesting deeper than any handler expects (JSON.parse copes; a recursive walker might not). */
function deepObject(depth: number): unknown {
  let value: unknown = "bottom";
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { services: value };
  return value;
}

const { junkValue } = fc.letrec<{ junkValue: unknown }>((tie) => ({
  junkValue: fc.oneof(
    { depthSize: "small" },
    junkString,
    junkNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("junkValue"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })), tie("junkValue"), { maxKeys: 5 }),
  ),
}));

/** Plausible requests for the routes that take a body: junk then replaces or drops single fields of them. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  "POST /api/appointments/public": bookingPayload() as unknown as Record<string, unknown>,
  "POST /api/reviews": { customerName: "Lucía", rating: 5, comment: "Excelente" },
  "POST /api/review/:token": { rating: 5, comment: "Muy bien" },
  "POST /api/admin/login": { username: "nobody", password: "not-the-password" },
  "POST /api/admin/staff-availability": { staffId: 1, date: TUESDAY, isPunchedIn: true, startTime: "09:00", endTime: "18:00" },
  "POST /api/admin/clients": {
    firstName: "Marta",
    lastName: "Ruiz",
    email: "marta@example.com",
    phone: "+1 619 555 0101",
    profileImageUrl: "https://example.com/marta.jpg",
  },
  "PATCH /api/admin/clients/:id": { firstName: "Ana", lastName: "López", phone: "+1 619 555 0102" },
  "POST /api/admin/staff": { nameEn: "Nora", nameEs: "Nora", email: "nora@example.com", photoUrl: "/images/staff/nora.svg", serviceIds: ["cejas"] },
  "PUT /api/admin/staff/:id": { nameEn: "Nora", nameEs: "Nora", photoUrl: "https://example.com/nora.jpg" },
  "POST /api/admin/service-options": {
    parentServiceId: "esmalte",
    nameEn: "Matte",
    nameEs: "Mate",
    price: 1000,
    durationMinutes: 15,
    category: null,
    includesEn: "Base and top coat",
    includesEs: "Base y brillo",
  },
  "PUT /api/admin/service-options/:id": { nameEn: "Matte", price: 1000, includesEs: "Base y brillo" },
  "PUT /api/admin/appointments/:id/status": { status: "confirmed" },
  "PUT /api/admin/appointments/:id/assign-staff": { staffId: 1 },
  "PUT /api/superadmin/users/:id/admin-level": { adminLevel: "admin" },
  "POST /api/admin/fix-timezone-data": { confirm: false },
};

const edgeNumber = fc.constantFrom(0, -1, 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e20, Number.MAX_VALUE);

/** Junk for one field: mostly its valid value with something appended, so validation lets it through to the database. */
function fieldJunk(valid: unknown): fc.Arbitrary<unknown> {
  const text = typeof valid === "string" ? valid : String(valid);
  return fc.oneof(
    { arbitrary: attackString.map((attack) => text + attack), weight: 4 },
    { arbitrary: edgeNumber, weight: 3 },
    { arbitrary: junkValue, weight: 2 },
    { arbitrary: hugeString, weight: 1 },
  );
}

type Leaf = Array<string | number>;

function leaves(value: unknown, at: Leaf = []): Leaf[] {
  if (value === null || typeof value !== "object") return [at];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, [...at, Array.isArray(value) ? Number(key) : key]));
}

function withLeaf(value: unknown, at: Leaf, replacement: unknown): unknown {
  if (at.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[at[0]] = withLeaf(copy[at[0]], at.slice(1), replacement);
  return copy;
}

function leafValue(value: unknown, at: Leaf): unknown {
  return at.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
}

/**
 * A valid body with one field (nested ones too) swapped for junk, or with several fields dropped and an
 * unknown one added.
 */
function mutated(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const oneField = fc
    .constantFrom(...leaves(valid))
    .chain((at) => fieldJunk(leafValue(valid, at)).map((junk) => withLeaf(valid, at, junk)));
  const reshaped = fc
    .record({ drop: fc.subarray(keys), extra: fc.tuple(fc.constantFrom(...FIELD_NAMES), junkValue) })
    .map(({ drop, extra }) => {
      const body: Record<string, unknown> = { ...valid, [extra[0]]: extra[1] };
      for (const key of drop) delete body[key];
      return body;
    });
  return fc.oneof({ arbitrary: oneField, weight: 3 }, { arbitrary: reshaped, weight: 1 });
}

type Payload = { kind: "json"; value: unknown } | { kind: "raw"; text: string; contentType: string };

const rawBody: fc.Arbitrary<Payload> = fc
  .record({
    text: fc.oneof(fc.constantFrom('{"services": [', "{'single': 'quotes'}", "[1,2,", '"just a string"', "null", "true", "42", ""), junkString),
    contentType: fc.constantFrom("application/json", "application/json; charset=koi8-r", "text/plain", "application/x-www-form-urlencoded"),
  })
  .map(({ text, contentType }) => ({ kind: "raw", text, contentType }));

function payloadFor(routeKey: string): fc.Arbitrary<Payload> {
  const valid = VALID_BODIES[routeKey];
  const json = fc.oneof(
    junkValue,
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.oneof(junkValue, hugeString), { maxKeys: 8 }),
    fc.constant(deepObject(2_000)),
    hugeString.map((big) => ({ customerName: big, comment: big })),
  );
  const asJson = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.map((value): Payload => ({ kind: "json", value }));
  return valid
    ? fc.oneof({ arbitrary: asJson(mutated(valid)), weight: 4 }, { arbitrary: asJson(json), weight: 2 }, { arbitrary: rawBody, weight: 1 })
    : fc.oneof({ arbitrary: asJson(json), weight: 3 }, { arbitrary: rawBody, weight: 1 });
}

/**
 * A path parameter, URL-encoded and kept short enough that Node's header limit is not what answers:
 * often an id that exists (`knownIds`), so handlers get past "not found", with or without junk after it.
 */
const pathParam = (knownIds: string[]) =>
  fc
    .oneof(
      { arbitrary: fc.constantFrom(...knownIds), weight: 2 },
      { arbitrary: fc.tuple(fc.constantFrom(...knownIds), attackString).map(([id, attack]) => id + attack), weight: 2 },
      { arbitrary: junkString, weight: 2 },
      { arbitrary: fc.constantFrom("-1", "0", "1.5", "2147483648", "99999999999999999999", "00000000-0000-0000-0000-000000000000", ".."), weight: 1 },
    )
    .map((value) => {
      try {
        return encodeURIComponent(value).slice(0, 2_000);
      } catch {
        return "%E0%A4%A"; // A lone surrogate cannot be encoded; send a broken escape instead.
      }
    });

const query = fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.oneof(junkString, fc.array(junkString, { maxLength: 3 })), { maxKeys: 3 });

function concrete(routePath: string, params: string[]): string {
  let index = 0;
  return routePath.replace(/:\w+/g, () => params[index++ % params.length]);
}

function send(agent: SignedInAgent | ReturnType<typeof request>, route: Route, url: string, payload: Payload, search: Record<string, unknown>) {
  const method = route.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
  const call = agent[method](url).query(search as Record<string, string>);
  if (payload.kind === "raw") return call.set("Content-Type", payload.contentType).send(payload.text);
  return call.set("Content-Type", "application/json").send(JSON.stringify(payload.value));
}

function expectCleanAnswer(res: request.Response, what: string): void {
  expect(res.status, `${what} → ${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers["content-type"], what).toMatch(/^application\/json/);
    expect(typeof res.body?.message, `${what}: ${res.text.slice(0, 300)}`).toBe("string");
  } else if (res.status < 300 && res.status !== 204) {
    expect(res.headers["content-type"], what).toMatch(/^application\/json/);
  }
}

let ctx: TestContext;
let admin: SignedInAgent;
let routes: Route[];
/** Staff 1, appointment 1, a client, a service and one of its options: the fixtures below. */
const knownIds = ["1", "esmalte", "polish-hands"];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInAgent(ctx, { level: "superadmin" });
  routes = apiRoutes(ctx.app);
  await addStaff(ctx.database.db, { serviceIds: ["lash-lifting", "cejas"], workingDates: [TUESDAY] });
  expect((await request(ctx.app).post("/api/appointments/public").send(bookingPayload())).status).toBe(201);
  const client = await admin.post("/api/admin/clients").send(VALID_BODIES["POST /api/admin/clients"]);
  expect(client.status).toBe(201);
  knownIds.push(client.body.id);
});
afterAll(async () => {
  await ctx.close();
});

/** Longer than any text field the API takes (comments and option descriptions stop at 2000). */
const LONGER_THAN_ANY_FIELD = 2_000;

/**
 * Text of `length` characters put in front of a field's valid value, in words of `wordLength`: one long
 * word (a name's single 150-character part) or many short ones (a 300-character name of ordinary words).
 */
class LongText {
  constructor(
    readonly valid: string,
    readonly length: number,
    readonly wordLength: number,
    readonly letter: string,
  ) {}
  toJSON(): string {
    const word = this.letter.repeat(this.wordLength);
    return `${`${word} `.repeat(Math.ceil(this.length / (this.wordLength + 1))).slice(0, this.length)}${this.valid}`;
  }
  [fc.toStringMethod](): string {
    return `LongText(${this.length} + ${JSON.stringify(this.valid)}, words of ${this.wordLength} × ${this.letter})`;
  }
}

const longText = (valid: string) =>
  fc
    .record({
      length: fc.oneof(fc.integer({ min: 30, max: 600 }), fc.integer({ min: 1_900, max: 2_100 })),
      wordLength: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 90, max: 2_100 })),
      letter: fc.constantFrom("a", "ñ"),
    })
    .map(({ length, wordLength, letter }) => new LongText(valid, length, wordLength, letter));

/** Each text field of a valid body (and each one a body may leave null), as a path into it. */
function textFields(valid: Record<string, unknown>): Leaf[] {
  return leaves(valid).filter((at) => {
    const value = leafValue(valid, at);
    return typeof value === "string" || value === null;
  });
}

/** Messages about a missing value: an over-long one must never be told it is missing. */
const MISSING_VALUE = /fill in all fields|required|^Enter your/i;

describe("over-long text in every field of every write", () => {
  it("is refused with a 400 saying what is wrong, never a 500, whatever its words' lengths", async () => {
    const paramsFor: Record<string, string> = {
      "/api/admin/clients/:id": knownIds[3],
      "/api/superadmin/users/:id/admin-level": knownIds[3],
      "/api/admin/staff/:id": "1",
      "/api/admin/service-options/:id": "polish-hands",
      "/api/admin/appointments/:id/status": "1",
      "/api/review/:token": "no-such-review-link-token",
    };
    let fields = 0;
    for (const [key, valid] of Object.entries(VALID_BODIES)) {
      const [method, routePath] = key.split(" ") as [Route["method"], string];
      const url = routePath.replace(/:\w+/, paramsFor[routePath] ?? "1");
      const caller = routePath === "/api/admin/login" ? request(ctx.app) : admin;
      for (const at of textFields(valid)) {
        fields += 1;
        const field = `${key} ${at.join(".")}`;
        await fc.assert(
          fc.asyncProperty(longText(String(leafValue(valid, at) ?? "")), async (text) => {
            const res = await send(caller, { method, path: routePath }, url, { kind: "json", value: withLeaf(valid, at, text) }, {});
            expectCleanAnswer(res, field);
            if (text.toJSON().trim().length > LONGER_THAN_ANY_FIELD) {
              expect(res.status, `${field}: ${res.text}`).toBe(400);
              expect(res.body.message, field).not.toMatch(MISSING_VALUE);
            }
          }),
          { numRuns: Math.ceil(NUM_RUNS / 2) },
        );
      }
    }
    expect(fields).toBeGreaterThan(25);
  }, 300_000);
});

describe("generated junk at every API route", () => {
  it("finds the public and admin routes to fuzz", () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    expect(names).toEqual(expect.arrayContaining(["POST /api/appointments/public", "PUT /api/admin/appointments/:id/status", "PUT /api/superadmin/users/:id/admin-level"]));
    expect(routes.length).toBeGreaterThan(40);
  });

  it("answers each route with a 4xx JSON message or a success, never a 5xx", async () => {
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      if (NOT_FUZZED_AS_ADMIN.has(key)) continue;
      await fc.assert(
        fc.asyncProperty(fc.array(pathParam(knownIds), { minLength: 2, maxLength: 2 }), payloadFor(key), query, async (params, payload, search) => {
          const url = concrete(route.path, params);
          expectCleanAnswer(await send(admin, route, url, payload, search), `${route.method} ${url}`);
        }),
        { numRuns: NUM_RUNS },
      );
    }
    // Still signed in: nothing above ended or demoted the session, so every admin handler was reached.
    expect((await admin.get("/api/admin/current-user")).status).toBe(200);
  }, 300_000);

  it("answers sign-in and sign-out junk from anonymous callers the same way", async () => {
    for (const route of routes.filter((candidate) => candidate.path === "/api/admin/login" || candidate.path === "/api/admin/logout")) {
      await fc.assert(
        fc.asyncProperty(payloadFor(`${route.method} ${route.path}`), async (payload) => {
          expectCleanAnswer(await send(request(ctx.app), route, route.path, payload, {}), `${route.method} ${route.path}`);
        }),
        { numRuns: NUM_RUNS },
      );
    }
  }, 60_000);
});

/** One word each, so the first name (what emails greet) carries markup too. */
const SCRIPTED_NAME = "<img/src=x/onerror=alert(1)> López<script>alert(2)</script>";
const SCRIPTED_COMMENT = "<script>alert('cita')</script>";

describe("typed-in markup stays text", () => {
  it("is stored as given and served only as JSON, never inside a page", async () => {
    // The fuzzing above may have deleted the staff, or reset the database.
    await addStaff(ctx.database.db, { serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const booked = await request(ctx.app).post("/api/appointments/public").send(bookingPayload({ customerName: SCRIPTED_NAME, customerEmail: "xss@example.com", appointmentTime: "14:00" }));
    expect(booked.status).toBe(201);
    expect((await request(ctx.app).post("/api/reviews").send({ customerName: SCRIPTED_NAME, rating: 5, comment: SCRIPTED_COMMENT })).status).toBe(201);

    const listed = await admin.get("/api/admin/appointments");
    expect(listed.headers["content-type"]).toMatch(/^application\/json/);
    expect(listed.headers["x-content-type-options"]).toBe("nosniff");
    const stored = (listed.body as Array<{ user: { email: string } }>).find((appointment) => appointment.user.email === "xss@example.com");
    expect(stored?.user).toMatchObject({ firstName: "<img/src=x/onerror=alert(1)>", lastName: "López<script>alert(2)</script>" });

    // Pages are the static SPA shell whatever the data holds, under a policy that blocks inline script.
    for (const page of ["/admin/appointments", "/live-board", "/"]) {
      const res = await request(ctx.app).get(page);
      expect(res.headers["content-type"], page).toMatch(/^text\/html/);
      expect(res.text, page).not.toContain("onerror");
      expect(res.text, page).not.toContain("alert(");
      expect(res.headers["content-security-policy"], page).toMatch(/script-src 'self'/);
      expect(res.headers["content-security-policy"], page).toMatch(/script-src-attr 'none'/);
    }
  });

  it("is never handed to the browser as markup by the SPA", () => {
    // React escapes text children; these APIs are the ways around that, and the client uses none.
    const sources = fs.readdirSync(path.resolve(import.meta.dirname, "../../client/src"), { recursive: true, encoding: "utf8" });
    const offenders = sources
      .filter((file) => /\.(ts|tsx)$/.test(file))
      .filter((file) => {
        const text = fs.readFileSync(path.resolve(import.meta.dirname, "../../client/src", file), "utf8");
        return /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write\(/.test(text);
      });
    expect(offenders).toEqual([]);
  });

  it("is escaped in the HTML of the email it causes", async () => {
    const [queued] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, "xss@example.com"));
    expect(queued).toBeDefined();
    const rendered = renderEmail(queued.kind as EmailKind, "es", queued.payload as EmailPayload, { cancelCutoffHours: 2, publicUrl: "http://cita.test" });
    expect(rendered.html).toContain("&lt;img/src=x/onerror=alert(1)&gt;");
    expect(rendered.html).not.toContain("<img/src");
  });
});
