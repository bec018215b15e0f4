import type { SeedServiceStatus } from "@shared/admin-catalogue-api";
import { common } from "./common";

export const adminMaintenance = {
  error: common.error,
  success: common.success,
  cancel: common.cancel,

  seedTitle: "Crear servicios predeterminados",
  seedIntro:
    "Crea los servicios del catálogo predeterminado que falten, con sus opciones. Los servicios que ya existen no se modifican.",
  seedButton: "Crear servicios",
  seeding: "Creando...",
  seedFailed: "No se pudieron crear los servicios",
  seedSummary: (created: number, existing: number, failed: number) =>
    `${created} ${created === 1 ? "creado" : "creados"}, ${existing} ya ${existing === 1 ? "existía" : "existían"}` +
    (failed > 0 ? `, ${failed} con error` : ""),
  resultsCaption: "Resultado por servicio",
  serviceId: "ID",
  nameEn: "Nombre en inglés",
  nameEs: "Nombre en español",
  status: "Estado",
  seedStatus: { created: "Creado", already_exists: "Ya existía", error: "Error" } as Record<SeedServiceStatus, string>,

  resetTitle: "Restablecer base de datos",
  resetIntro:
    "Borra todas las citas, clientes, horarios del personal y reseñas. Se conservan el personal, los servicios, las calificaciones, las opciones, la configuración del salón y las cuentas de administrador.",
  resetSuperadminOnly: "Solo un super administrador puede hacerlo.",
  resetButton: "Restablecer base de datos",
  resetDialogTitle: "¿Restablecer la base de datos?",
  resetDialogDescription: "Se borrarán todas las citas, clientes, horarios del personal y reseñas. No se puede deshacer.",
  resetConfirm: "Sí, restablecer",
  resetting: "Restableciendo...",
  resetFailed: "No se pudo restablecer la base de datos",
  resetDone: "Base de datos restablecida",
  deletedTitle: "Registros eliminados",
  deletedAppointments: "Citas",
  deletedUsers: "Clientes",
  deletedAvailability: "Horarios del personal",
  deletedReviews: "Reseñas",

  timezoneTitle: "Corregir zona horaria",
  timezoneIntro:
    "Busca citas completadas cuya hora real de fin quedó entre las 00:00 y las 08:59 por un error de zona horaria, y les suma 12 horas.",
  checkStep: "1. Revisar",
  checkButton: "Revisar citas",
  checking: "Revisando...",
  checkFailed: "No se pudieron revisar los datos de zona horaria",
  fixStep: "2. Corregir",
  fixButton: (count: number) => `Corregir ${count} ${count === 1 ? "cita" : "citas"}`,
  fixing: "Corrigiendo...",
  fixFailed: "No se pudieron corregir los datos de zona horaria",
  found: (count: number) =>
    count === 0
      ? "Ninguna cita completada termina entre las 00:00 y las 08:59. No hay nada que corregir."
      : `${count} ${count === 1 ? "cita completada termina" : "citas completadas terminan"} entre las 00:00 y las 08:59.`,
  fixed: (count: number) => `${count} ${count === 1 ? "cita corregida" : "citas corregidas"}: su hora de fin avanzó 12 horas.`,
  affectedCaption: "Citas afectadas",
  appointmentId: "Cita",
  date: "Fecha",
  time: "Hora",
  oldEnd: "Fin registrado",
  newEnd: "Fin corregido",
  rowStatus: { fixed: "Corregida", "not fixed": "Sin corregir" } as Record<"fixed" | "not fixed", string>,
};
