import { describe, expect, it } from "vitest";
import { hasSpanish, refusalIn } from "./refusals";

describe("refusalIn", () => {
  it("answers English as written and Spanish from the table", () => {
    expect(refusalIn("en", "Please fill in all fields")).toBe("Please fill in all fields");
    expect(refusalIn("es", "Please fill in all fields")).toBe("Por favor completa todos los campos");
  });

  it("carries the values of a refusal that has some into its Spanish sentence", () => {
    expect(refusalIn("es", "Name must be at most 100 characters")).toBe("El nombre puede tener como máximo 100 caracteres");
    expect(refusalIn("es", "Changes online are possible up to 3 hours before the appointment. Please call us at +1 (619) 555-0142.")).toBe(
      "Los cambios en línea son posibles hasta 3 horas antes de la cita. Por favor llámanos al +1 (619) 555-0142.",
    );
  });

  it("leaves a sentence it does not know (an admin's refusal, one already in Spanish) as it is", () => {
    expect(refusalIn("es", "Staff member not found")).toBe("Staff member not found");
    expect(refusalIn("es", "Ya se envió una reseña para esta cita.")).toBe("Ya se envió una reseña para esta cita.");
    expect(hasSpanish("Staff member not found")).toBe(false);
    expect(hasSpanish("Please enter a valid phone number")).toBe(true);
  });
});
