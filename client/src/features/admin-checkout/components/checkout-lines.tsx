import { useId, useState } from "react";
import { REMOVALS } from "@shared/catalogue";
import { formatPrice } from "@shared/money";
import type { ItemKind } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { localizedName } from "@/lib/format";
import { usePageLanguage } from "@/lib/i18n/use-section";
import { useAllOptions } from "@/lib/service-options";
import { useServices } from "@/lib/services";
import { useCheckoutStrings } from "../i18n/checkout-strings";

/** A line the visit is charged for, as the desk sees it; the server prices it again from the booking or the catalogue. */
export interface CheckoutLine {
  kind: ItemKind;
  itemId: string;
  nameEn: string;
  nameEs: string;
  price: number;
}

/** A service an option belongs to, by the name the desk reads it under ("Uñas Acrílicas — #5"). */
type ServiceName = { nameEn: string; nameEs: string };

/**
 * What can be added at the chair: the active services sold on their own (a service sold by its options is
 * added by its option), the active options of the active services, and the removals, each at its catalogue
 * price; and the service of each option, to name its line.
 */
function useAddable(): { addable: CheckoutLine[]; serviceOf: ReadonlyMap<string, ServiceName> } {
  const services = useServices();
  const options = useAllOptions();
  const active = (services.data ?? []).filter((service) => service.active && !service.comingSoon);
  const byId = new Map(active.map((service) => [service.id, service]));
  const sold = active
    .filter((service) => !service.hasOptions)
    .map((service): CheckoutLine => ({ kind: "service", itemId: service.id, nameEn: service.nameEn, nameEs: service.nameEs, price: service.price }));
  const offered = (options.data ?? []).flatMap((option) => {
    const service = byId.get(option.parentServiceId);
    return service ? [{ option, service }] : [];
  });
  const optionLines = offered.map(({ option }): CheckoutLine => ({ kind: "option", itemId: option.id, nameEn: option.nameEn, nameEs: option.nameEs, price: option.price }));
  const removals = Object.values(REMOVALS).map((removal): CheckoutLine => ({ kind: "removal", itemId: removal.id, nameEn: removal.nameEn, nameEs: removal.nameEs, price: removal.price }));
  const serviceOf = new Map(offered.map(({ option, service }): [string, ServiceName] => [option.id, service]));
  return { addable: [...sold, ...optionLines, ...removals], serviceOf };
}

const keyOf = (line: Pick<CheckoutLine, "kind" | "itemId">) => `${line.kind}:${line.itemId}`;

/** The lines charged: the booked ones, each removable, and a picker that adds one from the catalogue. */
export function CheckoutLines({ lines, onChange }: { lines: CheckoutLine[]; onChange: (lines: CheckoutLine[]) => void }) {
  const s = useCheckoutStrings();
  const language = usePageLanguage();
  const { addable, serviceOf } = useAddable();
  const nameOf = (line: CheckoutLine) => {
    const service = line.kind === "option" ? serviceOf.get(line.itemId) : undefined;
    return service ? `${localizedName(service, language)} — ${localizedName(line, language)}` : localizedName(line, language);
  };
  const pickerId = useId();
  const [picked, setPicked] = useState("");
  const add = () => {
    const line = addable.find((candidate) => keyOf(candidate) === picked);
    if (line) onChange([...lines, line]);
    setPicked("");
  };
  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);

  return (
    <fieldset className="grid gap-2 rounded-md border border-stone-200 p-2">
      <legend className="px-1 text-sm">{s.lines}</legend>
      <ul className="grid gap-1" aria-label={s.lines}>
        {lines.map((line, index) => (
          <li key={`${keyOf(line)}-${index}`} className="flex items-center justify-between gap-2">
            <span>{nameOf(line)}</span>
            <span className="ml-auto tabular-nums">{formatPrice(line.price)}</span>
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(lines.filter((_, at) => at !== index))}>
              {s.remove}
              <span className="sr-only">{`: ${nameOf(line)}`}</span>
            </Button>
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-700" data-testid="checkout-lines-total">
        {s.linesTotal(formatPrice(subtotal))}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-48 flex-1 gap-1">
          <Label htmlFor={pickerId}>{s.addLine}</Label>
          <NativeSelect id={pickerId} value={picked} onChange={(event) => setPicked(event.target.value)}>
            <option value="">{s.chooseLine}</option>
            {addable.map((line) => (
              <option key={keyOf(line)} value={keyOf(line)}>
                {`${nameOf(line)} · ${formatPrice(line.price)}`}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={add} disabled={!picked}>
          {s.add}
        </Button>
      </div>
    </fieldset>
  );
}

/** Whether the desk changed the booked lines: if not, the request names none and the visit is charged as booked. */
export function linesChanged(booked: readonly Pick<CheckoutLine, "kind" | "itemId">[], lines: readonly Pick<CheckoutLine, "kind" | "itemId">[]): boolean {
  return booked.length !== lines.length || booked.some((line, index) => keyOf(line) !== keyOf(lines[index]));
}
