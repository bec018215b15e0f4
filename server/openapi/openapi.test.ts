import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { Express } from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "@shared/api/routes";
import { openApiPath, type OpenApiDocument } from "@shared/api/openapi";
import { bookingPayload, TUESDAY } from "../test/booking-fixtures";
import { addStaff } from "../test/factories";
import { registeredRoutes } from "../test/routes";
import { registerApiSuite } from "../test/suite";

const suite = registerApiSuite({ signIn: "superadmin" });

/** Every route the app has mounted, as "METHOD /path". */
const mountedRoutes = (app: Express) => registeredRoutes(app).map((route) => `${route.method} ${route.path}`);

/** The pages' catch-all (server/infra/http/static.ts): the app's own pages, not the API. */
const PAGES_ROUTE = "GET </.*/>";

const documentOf = async (): Promise<OpenApiDocument> => (await request(suite.ctx.app).get("/api/openapi.json").expect(200)).body as OpenApiDocument;

function answerSchema(document: OpenApiDocument, route: string, status: number): object {
  const [method, path] = route.split(" ");
  const responses = document.paths[openApiPath(path)][method.toLowerCase()].responses as Record<string, { content: Record<string, { schema: object }> }>;
  return responses[String(status)].content["application/json"].schema;
}

/** Checks an answer against the document's schema for it, as a client generated from the document would read it. */
function expectDocumentedAnswer(document: OpenApiDocument, route: string, status: number, body: unknown) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const validate = ajv.compile(answerSchema(document, route, status));
  expect(validate(body), `${route} answered outside its documented shape:\n${ajv.errorsText(validate.errors)}`).toBe(true);
}

describe("the API document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const document = await documentOf();
    const result = await new Validator().validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("documents every mounted route, and every documented route is mounted", () => {
    // The benchmark's route is mounted only with CITA_BENCH=1, so an app with it on is walked too.
    const mounted = new Set([...mountedRoutes(suite.ctx.app), ...mountedRoutes(suite.ctx.newInstance({ benchRoute: true }))]);
    mounted.delete(PAGES_ROUTE);
    const documented = new Set(Object.keys(apiRoutes));
    expect([...mounted].filter((route) => !documented.has(route)), "mounted but not in shared/api/routes.ts").toEqual([]);
    expect([...documented].filter((route) => !mounted.has(route)), "documented but not mounted").toEqual([]);
  });

  it("names a path's parameters one way, since OpenAPI takes /a/{x} and /a/{y} for one path", () => {
    const names = new Map<string, string>();
    for (const route of Object.keys(apiRoutes)) {
      const path = route.split(" ")[1];
      const shape = path.replace(/:\w+/g, ":");
      expect(names.get(shape) ?? path, route).toBe(path);
      names.set(shape, path);
    }
  });

  it("says who may call each route as the guards in front of it do", () => {
    for (const [route, operation] of Object.entries(apiRoutes)) {
      const path = route.split(" ")[1];
      // The payment policy is the one superadmin path every admin may read.
      const expected = path.startsWith("/api/superadmin/") && route !== "GET /api/superadmin/payment-policy"
        ? ["superadmin"]
        : path.startsWith("/api/admin/") && !["POST /api/admin/login", "POST /api/admin/logout"].includes(route)
          ? ["admin", "superadmin"]
          : route === "GET /api/superadmin/payment-policy"
            ? ["admin"]
            : ["public"];
      expect(expected, route).toContain(operation.access);
    }
  });

  it("describes a request body with the same schema the server parses it with", async () => {
    const document = await documentOf();
    const booking = document.paths["/api/appointments/public"].post as { requestBody: { content: Record<string, { schema: { required: string[] } }> } };
    expect(booking.requestBody.content["application/json"].schema.required).toEqual(
      expect.arrayContaining(["services", "appointmentDate", "appointmentTime", "customerName", "customerEmail", "customerPhone"]),
    );
  });
});

describe("answers match the document", () => {
  it("the booking page's reads: services, options, staff, who works a date and its held slots", async () => {
    const document = await documentOf();
    await addStaff(suite.ctx.database.db, { name: "Bea", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload()).expect(201);
    const reads: [route: string, url: string][] = [
      ["GET /api/services", "/api/services"],
      ["GET /api/service-options/:serviceId", "/api/service-options/cejas"],
      ["GET /api/staff", "/api/staff"],
      ["GET /api/staff-for-service/:serviceId", "/api/staff-for-service/lash-lifting"],
      ["GET /api/staff-availability/:date", `/api/staff-availability/${TUESDAY}`],
      ["GET /api/appointments/availability/:date", `/api/appointments/availability/${TUESDAY}`],
    ];
    for (const [route, url] of reads) {
      const answer = await request(suite.ctx.app).get(url).expect(200);
      expect(answer.body.length, url).toBeGreaterThan(0);
      expectDocumentedAnswer(document, route, 200, answer.body);
    }
  });

  it("POST /api/appointments/public, POST /api/admin/appointments and GET /api/admin/appointments", async () => {
    const document = await documentOf();
    const staffId = await addStaff(suite.ctx.database.db, { name: "Ana", serviceIds: ["lash-lifting"], workingDates: [TUESDAY] });
    const booked = await request(suite.ctx.app).post("/api/appointments/public").send(bookingPayload()).expect(201);
    expectDocumentedAnswer(document, "POST /api/appointments/public", 201, booked.body);

    const frontDesk = await suite.admin
      .post("/api/admin/appointments")
      .send({ ...bookingPayload({ appointmentTime: "14:00", customerEmail: "walk-in@example.com" }), staffId, confirmed: true });
    expect(frontDesk.status, JSON.stringify(frontDesk.body)).toBe(201);
    expectDocumentedAnswer(document, "POST /api/admin/appointments", 201, frontDesk.body);

    const list = await suite.admin.get("/api/admin/appointments").expect(200);
    expect(list.body.filter((row: { appointmentDate: string }) => row.appointmentDate === TUESDAY)).toHaveLength(2);
    expect(list.body.some((row: { staff: unknown }) => row.staff !== null)).toBe(true);
    expectDocumentedAnswer(document, "GET /api/admin/appointments", 200, list.body);
  });

  it("GET /api/admin/clients and GET /api/superadmin/users", async () => {
    const document = await documentOf();
    await suite.admin.post("/api/admin/clients").send({ firstName: "Lucía", lastName: "Pérez", email: "lucia@example.com" }).expect(201);
    const clients = await suite.admin.get("/api/admin/clients").expect(200);
    expect(clients.body.length).toBeGreaterThan(0);
    expectDocumentedAnswer(document, "GET /api/admin/clients", 200, clients.body);
    const users = await suite.admin.get("/api/superadmin/users?role=all").expect(200);
    expect(users.body.length).toBeGreaterThan(1);
    expectDocumentedAnswer(document, "GET /api/superadmin/users", 200, users.body);
  });

  it("the check fails on an answer of another shape", async () => {
    const document = await documentOf();
    expect(() => expectDocumentedAnswer(document, "GET /api/services", 200, [{ id: 1 }])).toThrow(/documented shape/);
  });
});
