import { SERVICE_IDS } from "@shared/catalogue";
import type { Locale } from "@shared/schema";

/** The booking page shows up to three built-in (not fetched) reviews of the first selected service. */
export const MAX_REVIEWS_PER_SERVICE = 3;

export interface ServiceReview {
  name: string;
  rating: 4 | 5;
  comment: Record<Locale, string>;
}

export const SERVICE_REVIEWS: Record<string, readonly ServiceReview[]> = {
  [SERVICE_IDS.acrylic]: [
    {
      name: "Mariana G.",
      rating: 5,
      comment: {
        es: "Mis uñas acrílicas duraron tres semanas perfectas. El diseño quedó tal como lo pedí.",
        en: "My acrylics lasted three perfect weeks. The design came out exactly as I asked.",
      },
    },
    {
      name: "Sofía R.",
      rating: 5,
      comment: {
        es: "Muy limpias y cuidadosas con la cutícula. Ya es mi salón de confianza.",
        en: "Very clean and careful with the cuticles. It is my go-to salon now.",
      },
    },
    {
      name: "Karla M.",
      rating: 4,
      comment: {
        es: "El relleno quedó muy natural y a buen precio.",
        en: "The fill looked very natural and was fairly priced.",
      },
    },
  ],
  [SERVICE_IDS.pedicure]: [
    {
      name: "Lucía P.",
      rating: 5,
      comment: {
        es: "El Jelly Spa es una maravilla, salí con los pies como nuevos.",
        en: "The Jelly Spa is wonderful; my feet felt brand new.",
      },
    },
    {
      name: "Ana T.",
      rating: 5,
      comment: {
        es: "Puntuales y muy amables. La limpieza profunda vale cada centavo.",
        en: "On time and very friendly. The deep cleaning is worth every cent.",
      },
    },
    {
      name: "Daniela V.",
      rating: 4,
      comment: {
        es: "Relajante y rápido, ideal antes del trabajo.",
        en: "Relaxing and quick, perfect before work.",
      },
    },
  ],
  [SERVICE_IDS.eyelashExtensions]: [
    {
      name: "Fernanda L.",
      rating: 5,
      comment: {
        es: "Las pestañas híbridas se ven naturales y no me molestan nada.",
        en: "The hybrid lashes look natural and don't bother me at all.",
      },
    },
    {
      name: "Paola S.",
      rating: 5,
      comment: {
        es: "Me explicaron cada estilo antes de empezar. Quedé encantada con el volumen.",
        en: "They explained each style before starting. I love my volume set.",
      },
    },
    {
      name: "Gabriela H.",
      rating: 4,
      comment: {
        es: "Duraron más de lo que esperaba.",
        en: "They lasted longer than I expected.",
      },
    },
  ],
  [SERVICE_IDS.lashLifting]: [
    {
      name: "Valeria C.",
      rating: 5,
      comment: {
        es: "Mis pestañas se ven más largas sin extensiones. ¡Me encanta!",
        en: "My lashes look longer without extensions. Love it!",
      },
    },
    {
      name: "Itzel A.",
      rating: 4,
      comment: {
        es: "Buen resultado y muy buena atención.",
        en: "Great result and very good service.",
      },
    },
  ],
  [SERVICE_IDS.lashLiftingMascara]: [
    {
      name: "Regina F.",
      rating: 5,
      comment: {
        es: "El efecto rímel me ahorra maquillaje todas las mañanas.",
        en: "The mascara effect saves me makeup every morning.",
      },
    },
  ],
  [SERVICE_IDS.eyebrows]: [
    {
      name: "Andrea N.",
      rating: 5,
      comment: {
        es: "El laminado de cejas me cambió la cara. Súper recomendado.",
        en: "The brow lamination changed my face. Highly recommended.",
      },
    },
    {
      name: "Jimena O.",
      rating: 5,
      comment: {
        es: "El diseño de cejas quedó simétrico y natural.",
        en: "My brow design came out symmetrical and natural.",
      },
    },
    {
      name: "Carolina B.",
      rating: 4,
      comment: {
        es: "Rápido y sin dolor.",
        en: "Quick and painless.",
      },
    },
  ],
  [SERVICE_IDS.waxing]: [
    {
      name: "Alejandra D.",
      rating: 5,
      comment: {
        es: "La cera no irritó mi piel y el trato fue muy profesional.",
        en: "The wax didn't irritate my skin and the service was very professional.",
      },
    },
    {
      name: "Renata E.",
      rating: 4,
      comment: {
        es: "Rápido y limpio, volveré.",
        en: "Fast and clean, I will be back.",
      },
    },
  ],
};
