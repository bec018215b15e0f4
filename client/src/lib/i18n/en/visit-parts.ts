import { common } from "./common";
import type { visitParts as spanish } from "../es/visit-parts";

export const visitParts: typeof spanish = {
  together: "Hands and feet at the same time",
  togetherHint: (together, apart) =>
    `Two manicurists work at once, so your visit is shorter: ${common.minutes(together)} instead of ${common.minutes(apart)}.`,
  atOnce: "Two manicurists will work at the same time: one on your hands, one on your feet.",
  oneAfterAnother: (count) => `${count === 2 ? "Two" : count} manicurists will look after you, one after another.`,
  unstaffed: (names) => `No manicurist does ${names.join(", ")} at the moment. Remove ${names.length === 1 ? "it" : "them"} to choose a date and time.`,
};
