import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

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
