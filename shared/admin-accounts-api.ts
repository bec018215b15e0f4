/**
 * Admin credentials from the back office: a superadmin creates an admin or issues a one-time password,
 * and the admin chooses their own password at the next sign-in.
 */
import { z } from "zod";
import type { UserListRow } from "./admin-api";

export const createAdminSchema = z.object({
  username: z.string({ error: "The username is required" }),
  firstName: z.string().trim().max(100, "First name must be at most 100 characters").optional(),
  lastName: z.string().trim().max(100, "Last name must be at most 100 characters").optional(),
  adminLevel: z.enum(["admin", "superadmin"], { error: "Admin level must be admin or superadmin" }),
});
export type CreateAdmin = z.input<typeof createAdminSchema>;

/** POST /api/superadmin/users/:id/reset-password: a user who has no username yet (a promoted client) is given one. */
export const issuePasswordSchema = z.object({ username: z.string().optional() });

/** The cookie an admin's session rides on (set by POST /api/admin/login). */
export const SESSION_COOKIE = "cita.sid";

/** ASVS 2.1.2 asks that passwords up to 64 characters be accepted and longer than 128 refused. */
export const MAX_PASSWORD_LENGTH = 128;

/** POST /api/admin/login. A too-long value reads like a wrong one, so the answer tells nothing more. */
export const signInSchema = z.object({
  username: z.string({ error: "Enter your username" }).trim().min(1, "Enter your username").max(100, "Invalid credentials"),
  password: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(MAX_PASSWORD_LENGTH, "Invalid credentials"),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: "Enter your current password" }).min(1, "Enter your current password").max(MAX_PASSWORD_LENGTH),
  newPassword: z.string({ error: "Enter a new password" }),
});
export type ChangePassword = z.input<typeof changePasswordSchema>;

/** What the superadmin is shown once: the account and its one-time password, which is never stored in the clear. */
export interface IssuedCredentials {
  user: UserListRow;
  username: string;
  oneTimePassword: string;
}

/** The refusal of every admin call but the password change while a one-time password is in use. */
export const CHOOSE_PASSWORD_FIRST = "Choose your own password before you continue.";

/**
 * PUT /api/admin/profile (the signed-in admin's own) and PUT /api/superadmin/users/:id/email (a superadmin's, for
 * an admin account): the address test sends go to. Empty removes it; it is kept in lower case.
 */
export const adminEmailSchema = z.object({
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .max(255, "Email address must be at most 255 characters")
    .pipe(z.union([z.literal(""), z.email("Please enter a valid email address")]))
    .nullable()
    .transform((value) => (value ? value.toLowerCase() : null)),
});
export type AdminEmail = z.input<typeof adminEmailSchema>;

/** Emails are unique across all accounts (clients and admins). */
export const EMAIL_TAKEN = "This email address already belongs to another account";
