import type { Locale } from "@shared/schema";
import { localizedName } from "@/lib/format";
import { NativeSelect } from "./select";

interface StaffSelectProps {
  id: string;
  /** The chosen manicurist's id; null is the empty choice. */
  value: number | null;
  onChange: (staffId: number | null) => void;
  members: ReadonlyArray<{ id: number; nameEn: string; nameEs: string }>;
  /** The label of the empty choice ("anyone", "unassigned"); without it there is none. */
  emptyLabel?: string;
  language: Locale;
}

/** A choice of one manicurist among `members`, named in the page's language. */
export function StaffSelect({ id, value, onChange, members, emptyLabel, language }: StaffSelectProps) {
  return (
    <NativeSelect id={id} value={value === null ? "" : String(value)} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
      {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
      {members.map((member) => (
        <option key={member.id} value={member.id}>
          {localizedName(member, language)}
        </option>
      ))}
    </NativeSelect>
  );
}
