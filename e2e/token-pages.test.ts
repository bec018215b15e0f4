import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAppointment } from "@shared/admin-api";
import { E2E_SUPERADMIN } from "./global-setup";
import { api, axeViolations, bookLashLiftingOnAnyDay, DESKTOP, emailedLink, expectFailedRequest, launchBrowser, openPage, unique } from "./helpers";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("emailed link pages", () => {
  it("a manicurist confirms from the emailed link, then the customer reviews from theirs", async () => {
    const admin = await openPage(browser, { viewport: DESKTOP, language: "en", path: "/" });
    const signedIn = await admin.page.request.post("/api/admin/login", { data: E2E_SUPERADMIN });
    expect(signedIn.ok()).toBe(true);
    const customerName = unique("Token Tester ");
    const booking = await bookLashLiftingOnAnyDay(admin.page, customerName, "+1 619 555 0190");
    const listed = (await api<AdminAppointment[]>(admin.page, "GET", "/api/admin/appointments")).find((row) => row.id === booking.id)!;
    await api(admin.page, "PUT", `/api/admin/appointments/${booking.id}/assign-staff`, { staffId: listed.assignableStaffIds[0] });

    const confirmLink = await emailedLink("staff_confirmation_request", customerName, /https?:\/\/\S+\/staff-confirm\/[\w-]+/);
    const staff = await openPage(browser, { viewport: DESKTOP, language: "en", path: new URL(confirmLink).pathname });
    await staff.page.getByRole("button", { name: "Confirm" }).waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);
    await staff.page.getByRole("button", { name: "Confirm" }).click();
    await staff.page.getByRole("heading", { level: 1, name: "Appointment confirmed!" }).waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);
    // The link is single-use: opening it again explains instead of acting twice.
    expectFailedRequest(staff.page, 410, /\/api\/appointments\/staff-confirm\/[\w-]+/);
    await staff.page.goto(`${new URL(confirmLink).pathname}?action=decline`);
    await staff.page.getByRole("heading", { level: 1, name: "Could not complete" }).waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);
    const afterConfirm = (await api<AdminAppointment[]>(admin.page, "GET", "/api/admin/appointments")).find((row) => row.id === booking.id)!;
    expect(afterConfirm.status).toBe("confirmed");

    await api(admin.page, "PUT", `/api/admin/appointments/${booking.id}/complete-now`);
    const reviewLink = await emailedLink("review_request", customerName, /https?:\/\/\S+\/review\/[\w-]+/);
    // The booking was made in English; the review page speaks it even on a device last used in Spanish.
    const customer = await openPage(browser, { viewport: DESKTOP, language: "es", path: new URL(reviewLink).pathname });
    const submit = customer.page.getByRole("button", { name: "Submit Review" });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    expect(await axeViolations(customer.page)).toEqual([]);
    await customer.page.getByRole("radio", { name: "Excellent (5)" }).click();
    await customer.page.getByLabel("Comment (optional)").fill("Beautiful lashes, thank you!");
    await submit.click();
    await customer.page.getByText("Thank you!").waitFor();
    expect(await axeViolations(customer.page)).toEqual([]);

    expectFailedRequest(customer.page, 410, /\/api\/review\/[\w-]+/);
    await customer.page.goto(new URL(reviewLink).pathname);
    await customer.page.getByText("This review link is invalid or has expired.").waitFor();
  });

  it("shows a valid link's page, declines straight from the link's action, and shows the Invalid Token card and an unknown review link in Spanish", async () => {
    const admin = await openPage(browser, { viewport: DESKTOP, language: "es", path: "/" });
    expect((await admin.page.request.post("/api/admin/login", { data: E2E_SUPERADMIN })).ok()).toBe(true);
    const customerName = unique("Decline Tester ");
    const booking = await bookLashLiftingOnAnyDay(admin.page, customerName, "+1 619 555 0191");
    const listed = (await api<AdminAppointment[]>(admin.page, "GET", "/api/admin/appointments")).find((row) => row.id === booking.id)!;
    await api(admin.page, "PUT", `/api/admin/appointments/${booking.id}/assign-staff`, { staffId: listed.assignableStaffIds[0] });

    const link = await emailedLink("staff_confirmation_request", customerName, /https?:\/\/\S+\/staff-confirm\/[\w-]+/);
    // The valid link's page, before any answer, in Spanish.
    await admin.page.goto(new URL(link).pathname);
    await admin.page.getByRole("button", { name: "Rechazar" }).waitFor();
    await admin.page.getByRole("heading", { level: 1, name: "Confirmación de cita" }).waitFor();
    // Who the job is for by first name, and the services as the customer reads them.
    const summary = admin.page.locator("dl");
    await summary.getByText(customerName.split(" ")[0], { exact: true }).waitFor();
    await summary.getByText("Lifting de Pestañas", { exact: true }).waitFor();
    expect(await axeViolations(admin.page)).toEqual([]);
    await admin.page.goto(`${new URL(link).pathname}?action=decline`);
    await admin.page.getByRole("heading", { level: 1, name: "Cita rechazada" }).waitFor().catch(async (error: unknown) => {
      throw new Error(`${String(error)}\n${await admin.page.locator("main").innerText()}`);
    });
    await admin.page.getByText("Cita rechazada. El salón se la asignará a otra persona.").waitFor();
    // The job waits for another manicurist; the customer's booking stands.
    const after = (await api<AdminAppointment[]>(admin.page, "GET", "/api/admin/appointments")).find((row) => row.id === booking.id)!;
    expect(after).toMatchObject({ status: "pending_staff_confirmation", staffId: null, declinedBy: { id: listed.assignableStaffIds[0] } });
    expect(await axeViolations(admin.page)).toEqual([]);

    await admin.page.goto("/staff-confirm");
    await admin.page.getByRole("heading", { level: 1, name: "Token inválido" }).waitFor({ timeout: 5_000 }).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\n${await admin.page.content()}`);
    });
    expect(await axeViolations(admin.page)).toEqual([]);
    expectFailedRequest(admin.page, 404, /\/api\/review\/no-such-review-token/);
    await admin.page.goto("/review/no-such-review-token");
    await admin.page.getByRole("heading", { level: 1, name: "Enlace no válido" }).waitFor();
    await admin.page.getByText("Este enlace de reseña no es válido o ya venció.").waitFor();
    expect(await axeViolations(admin.page)).toEqual([]);
  });
});
