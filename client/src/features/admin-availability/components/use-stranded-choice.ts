import { useState } from "react";
import { strandedIn, type ScheduleResolutionInput, type StrandedAppointment } from "../api/stranded";

interface StrandedState {
  affected: StrandedAppointment[];
  /** A new list remounts the dialog, so its choices start again from the new suggestions. */
  key: number;
  save: (resolutions: ScheduleResolutionInput[]) => void;
  /** Reopens the editor the refused save came from, still holding what the admin had typed. */
  back?: () => void;
}

/**
 * The state behind `ResolveBookingsDialog`: a save refused for the appointments it would strand offers them
 * here with how to save again, this time carrying a resolution for each.
 */
export function useStrandedChoice() {
  const [state, setState] = useState<StrandedState | null>(null);
  return {
    state,
    /** After a failed save: true when the refusal listed stranded appointments (the dialog then shows them). */
    offer(error: unknown, save: StrandedState["save"], back?: StrandedState["back"]): boolean {
      const affected = strandedIn(error);
      if (!affected) return false;
      setState((current) => ({ affected, key: (current?.key ?? 0) + 1, save, back }));
      return true;
    },
    close: () => setState(null),
    /** "Back" from the list: nothing is saved, and the edited hours come back to be changed. */
    back: () => {
      state?.back?.();
      setState(null);
    },
  };
}
