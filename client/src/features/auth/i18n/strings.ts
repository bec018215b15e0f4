import { useI18n } from "@/lib/i18n/use-i18n";

/** The sign-in page's and the sign-out button's words, kept out of the app-wide dictionaries that the booking page's first download carries. */
const es = {
  loginTitle: "Acceso de administrador",
  loginSubtitle: "Solo para el personal del salón.",
  username: "Usuario",
  password: "Contraseña",
  signIn: "Iniciar sesión",
  signingIn: "Entrando...",
  invalidCredentials: "Credenciales incorrectas",
  connectionError: "Error de conexión",
  logout: "Cerrar sesión",
};

const en: typeof es = {
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

const strings = { es, en };

export function useAuthStrings() {
  return strings[useI18n().language];
}
