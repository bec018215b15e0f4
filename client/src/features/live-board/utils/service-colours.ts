import { SERVICE_IDS } from "@shared/catalogue";

/**
 * The salon's fixed colours are acrylic nails pink, pedicure purple, eyelash extensions indigo, haircut rose
 * and breaks yellow; the other services get hues far from those and from each other. Every fill is a 400
 * shade under near-black text, and a pending block is the same hue as a dashed outline over a dark tint
 * under white text: both read well past 7:1.
 * Class names are spelled out in full so Tailwind finds them.
 */
export interface ServiceColour {
  confirmed: string;
  pending: string;
  swatch: string;
}

export const SERVICE_COLOURS: Readonly<Record<string, ServiceColour>> = {
  [SERVICE_IDS.acrylic]: {
    confirmed: "border-pink-400 bg-pink-400 text-stone-950",
    pending: "border-pink-400 bg-pink-400/20 text-white",
    swatch: "bg-pink-400",
  },
  [SERVICE_IDS.pedicure]: {
    confirmed: "border-purple-400 bg-purple-400 text-stone-950",
    pending: "border-purple-400 bg-purple-400/20 text-white",
    swatch: "bg-purple-400",
  },
  [SERVICE_IDS.eyelashExtensions]: {
    confirmed: "border-indigo-400 bg-indigo-400 text-stone-950",
    pending: "border-indigo-400 bg-indigo-400/20 text-white",
    swatch: "bg-indigo-400",
  },
  [SERVICE_IDS.lashLifting]: {
    confirmed: "border-cyan-400 bg-cyan-400 text-stone-950",
    pending: "border-cyan-400 bg-cyan-400/20 text-white",
    swatch: "bg-cyan-400",
  },
  [SERVICE_IDS.lashLiftingMascara]: {
    confirmed: "border-emerald-400 bg-emerald-400 text-stone-950",
    pending: "border-emerald-400 bg-emerald-400/20 text-white",
    swatch: "bg-emerald-400",
  },
  [SERVICE_IDS.eyebrows]: {
    confirmed: "border-orange-400 bg-orange-400 text-stone-950",
    pending: "border-orange-400 bg-orange-400/20 text-white",
    swatch: "bg-orange-400",
  },
  [SERVICE_IDS.waxing]: {
    confirmed: "border-lime-400 bg-lime-400 text-stone-950",
    pending: "border-lime-400 bg-lime-400/20 text-white",
    swatch: "bg-lime-400",
  },
  [SERVICE_IDS.haircut]: {
    confirmed: "border-rose-400 bg-rose-400 text-stone-950",
    pending: "border-rose-400 bg-rose-400/20 text-white",
    swatch: "bg-rose-400",
  },
};

/** Extras booked on their own, and any service added later. */
export const OTHER_SERVICE_COLOUR: ServiceColour = {
  confirmed: "border-slate-300 bg-slate-300 text-stone-950",
  pending: "border-slate-300 bg-slate-300/20 text-white",
  swatch: "bg-slate-300",
};

export const BREAK_COLOUR = "bg-yellow-300 text-stone-950";

export function serviceColour(serviceId: string): ServiceColour {
  return SERVICE_COLOURS[serviceId] ?? OTHER_SERVICE_COLOUR;
}
