import type { adminStaffLink as spanish } from "../es/admin-staff-link";

export const adminStaffLink: typeof spanish = {
  title: "My day and calendar",
  explain: "A personal link with their appointments, schedule and time off, and the address for their calendar.",
  activeSince: (date: string, until: string) => `Link active since ${date} (expires ${until}).`,
  none: "No active link.",
  noEmail: "Add their email address to send them the link.",
  language: "Email language",
  languages: { es: "Spanish", en: "English" },
  send: "Send link",
  resend: "Send a new one",
  sending: "Sending...",
  sent: "Link sent. The previous one no longer works.",
  revoke: "Revoke",
  revokeTitle: (name: string) => `Revoke ${name}'s link?`,
  revokeText: "Their page and calendar stop working at once. You can send a new one whenever you like.",
  revoking: "Revoking...",
  revoked: "Link revoked.",
  cancel: "Cancel",
  failed: "That did not work. Please try again.",
};
