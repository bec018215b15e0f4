import type { Locale } from "@shared/schema";

/** The reviews page lists twelve built-in sample reviews (rating 4 or 5); they are not fetched. */
export interface SampleReview {
  id: number;
  name: string;
  rating: 4 | 5;
  comment: Record<Locale, string>;
  /** YYYY-MM-DD */
  date: string;
}

export const SAMPLE_REVIEWS: readonly SampleReview[] = [
  {
    id: 1,
    name: "Mariana González",
    rating: 5,
    comment: {
      es: "Excelente servicio, mis uñas acrílicas quedaron perfectas y duraron semanas.",
      en: "Excellent service, my acrylic nails came out perfect and lasted for weeks.",
    },
    date: "2026-10-28",
  },
  {
    id: 2,
    name: "Lucía Pérez",
    rating: 5,
    comment: {
      es: "El pedicure Jelly Spa es lo más relajante que he probado.",
      en: "The Jelly Spa pedicure is the most relaxing thing I have tried.",
    },
    date: "2026-10-21",
  },
  {
    id: 3,
    name: "Fernanda López",
    rating: 5,
    comment: {
      es: "Mis extensiones de pestañas se ven naturales y hermosas.",
      en: "My eyelash extensions look natural and beautiful.",
    },
    date: "2026-10-15",
  },
  {
    id: 4,
    name: "Ana Torres",
    rating: 4,
    comment: {
      es: "Muy buena atención y puntualidad. Volveré pronto.",
      en: "Very good service and always on time. I will be back soon.",
    },
    date: "2026-10-09",
  },
  {
    id: 5,
    name: "Andrea Navarro",
    rating: 5,
    comment: {
      es: "El laminado de cejas me encantó, el resultado es increíble.",
      en: "I loved the brow lamination; the result is amazing.",
    },
    date: "2026-10-02",
  },
  {
    id: 6,
    name: "Sofía Ramírez",
    rating: 5,
    comment: {
      es: "El salón está impecable y el personal es muy amable.",
      en: "The salon is spotless and the staff is very friendly.",
    },
    date: "2026-09-26",
  },
  {
    id: 7,
    name: "Valeria Castro",
    rating: 4,
    comment: {
      es: "El lifting de pestañas quedó muy bien, lo recomiendo.",
      en: "The lash lift turned out great, I recommend it.",
    },
    date: "2026-09-19",
  },
  {
    id: 8,
    name: "Daniela Vega",
    rating: 5,
    comment: {
      es: "Reservar en línea fue facilísimo y me atendieron a tiempo.",
      en: "Booking online was so easy and they saw me right on time.",
    },
    date: "2026-09-12",
  },
  {
    id: 9,
    name: "Paola Sánchez",
    rating: 5,
    comment: {
      es: "Las mejores uñas de la ciudad, de verdad.",
      en: "Truly the best nails in town.",
    },
    date: "2026-09-05",
  },
  {
    id: 10,
    name: "Karla Medina",
    rating: 4,
    comment: {
      es: "Buen precio por la calidad. El relleno quedó muy natural.",
      en: "Good price for the quality. The fill looked very natural.",
    },
    date: "2026-08-29",
  },
  {
    id: 11,
    name: "Alejandra Díaz",
    rating: 5,
    comment: {
      es: "La depilación de cejas fue rápida y sin irritación.",
      en: "The eyebrow waxing was quick and caused no irritation.",
    },
    date: "2026-08-22",
  },
  {
    id: 12,
    name: "Regina Flores",
    rating: 5,
    comment: {
      es: "Me hicieron sentir como en casa. ¡Gracias, chicas!",
      en: "They made me feel at home. Thank you, ladies!",
    },
    date: "2026-08-15",
  },
];
