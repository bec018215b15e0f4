import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Route, Router, Switch } from "wouter";
import { adminPageFor, ADMIN_PAGE_PATHS, CLIENT_ROUTES, isBookingPagePath, isClientRoute, routePattern } from "@shared/client-routes";

/** Which of `patterns` wouter's own Switch picks for `path`, rendered as the server would. */
function wouterMatch(patterns: readonly string[], path: string): string {
  const routes = patterns.map((pattern) => createElement(Route, { key: pattern, path: pattern }, pattern));
  const fallback = createElement(Route, { key: "none" }, "none");
  return renderToStaticMarkup(createElement(Router, { ssrPath: path, children: createElement(Switch, null, ...routes, fallback) }));
}

const SAMPLE_PATHS = [
  "/",
  "",
  "/booking",
  "/booking/",
  "/BOOKING",
  "/booking/extra",
  "/bookings",
  "/reviews",
  "/Reviews/",
  "/review",
  "/review/abc123",
  "/review/abc123/",
  "/review/abc/def",
  "/staff-confirm",
  "/staff-confirm/",
  "/staff-confirm/token-1",
  "/staff-confirm/token-1/more",
  "/manage/abc123",
  "/manage",
  "/manage/abc/def",
  "/my-appointments/abc123",
  "/my-appointments",
  "/live-board",
  "/live-board//",
  "/admin/login",
  "/admin/login/",
  "/qr.png",
  "/no-such-page",
  "/location/x",
];

describe("client routes shared with the server", () => {
  it("match exactly the paths wouter's Switch matches", () => {
    const patterns = Object.values(CLIENT_ROUTES);
    for (const path of SAMPLE_PATHS) {
      const picked = wouterMatch(patterns, path);
      const ours = patterns.find((pattern) => routePattern(pattern).test(path)) ?? "none";
      expect(ours, path).toBe(picked);
    }
  });

  it("know every back-office screen and nothing else under /admin", () => {
    for (const page of ADMIN_PAGE_PATHS) {
      expect(isClientRoute(page)).toBe(true);
      expect(isClientRoute(`${page}/`)).toBe(true);
    }
    expect(adminPageFor("/admin/")).toBe("/admin");
    expect(isClientRoute("/admin/not-a-page")).toBe(false);
    expect(isClientRoute("/admin/staff/extra")).toBe(false);
    expect(isClientRoute("/administrator")).toBe(false);
  });

  it("tell the booking page's addresses from the others", () => {
    expect(["/", "/booking", "/booking/", "/Booking"].every(isBookingPagePath)).toBe(true);
    expect(["/reviews", "/booking/x", "/admin"].some(isBookingPagePath)).toBe(false);
    expect(isClientRoute("/no-such-page")).toBe(false);
    expect(isClientRoute("/review/some-token")).toBe(true);
  });
});
