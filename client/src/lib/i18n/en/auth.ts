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
};
