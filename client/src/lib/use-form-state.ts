import { useState } from "react";

type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** The shape of a zod safeParse result, written out so this file does not depend on one zod version. */
type ParseResult<Parsed> =
  | { success: true; data: Parsed }
  | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };

/**
 * The values and per-field errors of an admin form. Editing a field clears its error, so a message
 * never outlives the input it was about.
 */
export function useFormState<Values extends object>(initial: () => Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** The parsed data, or null after showing the first message for each field that failed. */
  const validate = <Parsed>(result: ParseResult<Parsed>, translate: (message: string) => string): Parsed | null => {
    if (result.success) return result.data;
    const next: FieldErrors<Values> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof Values;
      next[field] ??= translate(issue.message);
    }
    setErrors(next);
    return null;
  };

  return { values, errors, set, validate };
}
