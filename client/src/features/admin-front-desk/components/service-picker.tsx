import { useId } from "react";
import type { PublicService, PublicServiceOption } from "@shared/api";
import { ACRYLIC_CATEGORIES } from "@shared/booking-rules";
import { removalsOffered, SERVICE_IDS } from "@shared/catalogue";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { formatPrice, localizedName } from "@/lib/format";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useFrontDeskStrings } from "../i18n/strings";

export interface ServiceChoice {
  serviceIds: string[];
  /** Chosen options per service; the acrylic's by category. */
  optionIds: Record<string, string[]>;
  needsAcrylicRemoval: boolean;
  needsGelishRemoval: boolean;
}

export const NO_SERVICES: ServiceChoice = { serviceIds: [], optionIds: {}, needsAcrylicRemoval: false, needsGelishRemoval: false };

interface ServicePickerProps {
  services: PublicService[];
  options: PublicServiceOption[];
  value: ServiceChoice;
  onChange: (value: ServiceChoice) => void;
}

/** A compact picker for the front desk: each service a checkbox, its options a select (one per acrylic category). */
export function ServicePicker({ services, options, value, onChange }: ServicePickerProps) {
  const s = useFrontDeskStrings();
  const { language } = useI18n();
  const baseId = useId();
  const bookable = services.filter((service) => service.active && !service.comingSoon);

  const toggle = (serviceId: string, checked: boolean) => {
    const serviceIds = checked ? [...value.serviceIds, serviceId] : value.serviceIds.filter((id) => id !== serviceId);
    const optionIds = { ...value.optionIds };
    if (!checked) delete optionIds[serviceId];
    const removals = removalsOffered(serviceIds);
    onChange({
      ...value,
      serviceIds,
      optionIds,
      needsAcrylicRemoval: removals && value.needsAcrylicRemoval,
      needsGelishRemoval: removals && value.needsGelishRemoval,
    });
  };

  const choose = (serviceId: string, chosen: string[]) => onChange({ ...value, optionIds: { ...value.optionIds, [serviceId]: chosen } });

  const optionSelect = (list: PublicServiceOption[], id: string, label: string, current: string, onPick: (optionId: string) => void) => (
    <div key={id} className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={current} onChange={(event) => onPick(event.target.value)}>
        <option value="">{s.noOption}</option>
        {list.map((option) => (
          <option key={option.id} value={option.id}>
            {localizedName(option, language)} · {formatPrice(option.price)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );

  return (
    <div className="grid gap-4">
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {bookable.map((service) => {
          const checked = value.serviceIds.includes(service.id);
          const own = options.filter((option) => option.parentServiceId === service.id && option.active);
          const chosen = value.optionIds[service.id] ?? [];
          const name = localizedName(service, language);
          return (
            <li key={service.id} className="grid gap-2 rounded-xl border border-plum-100 bg-white p-3">
              <div className="flex items-center gap-2">
                <Checkbox id={`${baseId}-${service.id}`} checked={checked} onCheckedChange={(next) => toggle(service.id, next === true)} />
                <Label htmlFor={`${baseId}-${service.id}`} className="font-semibold">
                  {name}
                </Label>
              </div>
              {checked && own.length > 0
                ? service.id === SERVICE_IDS.acrylic
                  ? ACRYLIC_CATEGORIES.map((category) => {
                      const inCategory = own.filter((option) => option.category === category);
                      const current = chosen.find((id) => inCategory.some((option) => option.id === id)) ?? "";
                      return optionSelect(inCategory, `${baseId}-${service.id}-${category}`, s.category(name, s.categories[category]), current, (optionId) =>
                        choose(service.id, [...chosen.filter((id) => !inCategory.some((option) => option.id === id)), ...(optionId ? [optionId] : [])]),
                      );
                    })
                  : optionSelect(own, `${baseId}-${service.id}-option`, s.option(name), chosen[0] ?? "", (optionId) => choose(service.id, optionId ? [optionId] : []))
                : null}
            </li>
          );
        })}
      </ul>
      {removalsOffered(value.serviceIds) ? (
        <div className="flex flex-wrap gap-6">
          {(
            [
              ["needsAcrylicRemoval", s.acrylicRemoval],
              ["needsGelishRemoval", s.gelRemoval],
            ] as const
          ).map(([key, label]) => (
            <div key={key} className="flex items-center gap-2">
              <Checkbox id={`${baseId}-${key}`} checked={value[key]} onCheckedChange={(next) => onChange({ ...value, [key]: next === true })} />
              <Label htmlFor={`${baseId}-${key}`}>{label}</Label>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
