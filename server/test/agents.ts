import crypto from "node:crypto";
import request from "supertest";
import { expect } from "vitest";
import type { AdminLevel } from "@shared/schema";
import { users } from "@shared/schema";
import { hashPassword } from "../auth/passwords";
import type { TestContext } from "./harness";

export type SignedInAgent = ReturnType<typeof request.agent>;

/** A cookie-keeping HTTP client signed in through the real login call as a new admin of the given level. */
export async function signedInAgent(ctx: TestContext, options: { level: AdminLevel }): Promise<SignedInAgent> {
  const username = `${options.level}-${crypto.randomBytes(4).toString("hex")}`;
  const password = crypto.randomBytes(12).toString("base64url");
  await ctx.database.db.insert(users).values({
    username,
    passwordHash: await hashPassword(password),
    firstName: username,
    isAdmin: options.level !== "none",
    adminLevel: options.level,
  });
  const agent = request.agent(ctx.app);
  const res = await agent.post("/api/admin/login").send({ username, password });
  expect(res.status, `sign-in as ${options.level}`).toBe(options.level === "none" ? 401 : 200);
  return agent;
}
