import type { auth as spanish } from "../es/auth";

export const auth: typeof spanish = {
  loginTitle: "Admin Login",
  loginSubtitle: "For salon staff only.",
  username: "Username",
  password: "Password",
  signIn: "Sign in",
  signingIn: "Signing in...",
  invalidCredentials: "Invalid credentials",
  connectionError: "Connection error",
  logout: "Log out",
  choosePasswordTitle: "Choose your password",
  choosePasswordIntro: "You signed in with a one-time password. Choose your own password (at least 8 characters) to continue.",
  oneTimePassword: "One-time password",
  newPassword: "New password",
  repeatPassword: "Repeat the new password",
  passwordsDiffer: "The two new passwords do not match.",
  savePassword: "Save password",
  saving: "Saving...",
};
