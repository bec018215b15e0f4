import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

interface FieldControlProps {
  id: string;
  "aria-required": true | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** A standing note under the control (the format it expects), read out as its description. */
  hint?: string;
  error?: string;
  /** The field's own classes, such as its place in a grid of fields. */
  className?: string;
  /** Renders the control; spread the given props on it so the label and the error point at it. */
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({ id, label, required = false, hint, error, className, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {/* The star is for sighted users; screen readers hear aria-required on the control instead. */}
        {required ? (
          <>
            {" "}
            <span aria-hidden>*</span>
          </>
        ) : null}
      </Label>
      {children({
        id,
        "aria-required": required || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputFieldProps = Omit<ComponentProps<typeof Input>, "id" | "value" | "onChange" | "children" | "className"> &
  Omit<FormFieldProps, "children"> & {
    value: string;
    onValueChange: (value: string) => void;
  };

/** A labelled text input with its error message: the common case of FormField. */
export function InputField({ id, label, required, hint, error, className, value, onValueChange, ...props }: InputFieldProps) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error} className={className}>
      {(control) => <Input {...control} {...props} value={value} onChange={(event) => onValueChange(event.target.value)} />}
    </FormField>
  );
}
