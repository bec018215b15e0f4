import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLE_NAMES, loadEnv } from "./env";

const root = path.resolve(import.meta.dirname, "../..");

describe("the configuration's documents", () => {
  it("list every variable the app reads: .env.example, which loads as it stands, and docs/operations.md", () => {
    const example: Record<string, string> = {};
    for (const line of fs.readFileSync(path.join(root, ".env.example"), "utf8").split("\n")) {
      const found = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      if (found) example[found[1]] = found[2].replace(/^"|"$/g, "");
    }
    const operations = fs.readFileSync(path.join(root, "docs/operations.md"), "utf8");
    expect(ENV_VARIABLE_NAMES.length).toBeGreaterThan(20);
    expect(ENV_VARIABLE_NAMES.filter((name) => !(name in example))).toEqual([]);
    expect(ENV_VARIABLE_NAMES.filter((name) => !new RegExp(`\\b${name}\\b`).test(operations))).toEqual([]);
    expect(() => loadEnv(example)).not.toThrow();
  });
});

describe("loadEnv: the customer-facing settings", () => {
  it("defaults the cut-off and the reminder, and refuses values no salon means", () => {
    expect(loadEnv({})).toMatchObject({ CANCEL_CUTOFF_HOURS: 2, REMINDER_HOURS: 24, textProvider: undefined });
    expect(loadEnv({ CANCEL_CUTOFF_HOURS: "0", REMINDER_HOURS: "48" })).toMatchObject({ CANCEL_CUTOFF_HOURS: 0, REMINDER_HOURS: 48 });
    expect(() => loadEnv({ CANCEL_CUTOFF_HOURS: "-1" })).toThrow(/CANCEL_CUTOFF_HOURS/);
    expect(() => loadEnv({ REMINDER_HOURS: "0" })).toThrow(/REMINDER_HOURS/);
    expect(() => loadEnv({ REMINDER_HOURS: "a day" })).toThrow(/REMINDER_HOURS/);
  });

  it("holds a waitlist offer 20 minutes unless WAITLIST_OFFER_MINUTES says otherwise", () => {
    expect(loadEnv({}).WAITLIST_OFFER_MINUTES).toBe(20);
    expect(loadEnv({ WAITLIST_OFFER_MINUTES: "45" }).WAITLIST_OFFER_MINUTES).toBe(45);
    expect(() => loadEnv({ WAITLIST_OFFER_MINUTES: "0" })).toThrow(/WAITLIST_OFFER_MINUTES/);
    expect(() => loadEnv({ WAITLIST_OFFER_MINUTES: "a while" })).toThrow(/WAITLIST_OFFER_MINUTES/);
  });

  it("sets up the text channel only with a provider and all its credentials", () => {
    const provider = { SMS_PROVIDER_URL: "https://api.twilio.com", SMS_ACCOUNT_SID: "AC123", SMS_AUTH_TOKEN: "token", SMS_FROM: "+16195550142" };
    expect(loadEnv(provider).textProvider).toEqual({
      url: "https://api.twilio.com",
      accountSid: "AC123",
      authToken: "token",
      from: "+16195550142",
      channel: "sms",
    });
    expect(loadEnv({ ...provider, SMS_CHANNEL: "whatsapp" }).textProvider?.channel).toBe("whatsapp");
    expect(loadEnv({ ...provider, SMS_FROM: "whatsapp:+1 (619) 555-0142" }).textProvider?.from).toBe("+16195550142");
    expect(() => loadEnv({ ...provider, SMS_FROM: "Cita" })).toThrow(/SMS_FROM: must be a phone number/);
    expect(() => loadEnv({ ...provider, SMS_AUTH_TOKEN: "" })).toThrow(/SMS_AUTH_TOKEN: is required when SMS_PROVIDER_URL is set/);
    expect(() => loadEnv({ ...provider, SMS_CHANNEL: "pigeon" })).toThrow(/SMS_CHANNEL/);
    expect(() => loadEnv({ ...provider, SMS_PROVIDER_URL: "ftp://sms.example" })).toThrow(/SMS_PROVIDER_URL/);
  });
});
