export const auth = {
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
