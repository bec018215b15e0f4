import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

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
  error?: string;
  /** Renders the control; spread the given props on it so the label and the error point at it. */
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({ id, label, required = false, error, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
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
        "aria-describedby": error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputFieldProps = Omit<ComponentProps<typeof Input>, "id" | "value" | "onChange" | "children"> &
  Omit<FormFieldProps, "children"> & {
    value: string;
    onValueChange: (value: string) => void;
  };

/** A labelled text input with its error message: the common case of FormField. */
export function InputField({ id, label, required, error, value, onValueChange, ...props }: InputFieldProps) {
  return (
    <FormField id={id} label={label} required={required} error={error}>
      {(control) => <Input {...control} {...props} value={value} onChange={(event) => onValueChange(event.target.value)} />}
    </FormField>
  );
}
