import { isAcrylicCategory } from "@shared/admin-api";
import type { AdminServiceOption } from "@shared/admin-catalogue-api";
import { Badge } from "@/components/ui/badge";
import { EditDeleteButtons } from "@/components/ui/edit-delete-buttons";
import { useI18n } from "@/lib/i18n/use-i18n";
import { formatPrice, localizedName } from "@/lib/format";
import { useOptionStrings } from "../i18n/strings";

interface OptionsTableProps {
  caption: string;
  options: AdminServiceOption[];
  onEdit: (option: AdminServiceOption) => void;
  onDelete: (option: AdminServiceOption) => void;
}

export function OptionsTable({ caption, options, onEdit, onDelete }: OptionsTableProps) {
  const s = useOptionStrings();
  const { language } = useI18n();
  return (
    <div className="overflow-x-auto rounded-2xl border border-plum-100 bg-white shadow-sm">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-plum-100 bg-plum-50 text-stone-800">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {s.name}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {s.category}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {s.duration}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {s.price}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {s.order}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {s.status}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {s.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {options.map((option) => {
            const name = localizedName(option, language);
            const otherName = localizedName(option, language === "en" ? "es" : "en");
            return (
              <tr key={option.id} data-option-id={option.id} className={option.active ? undefined : "bg-stone-50 text-stone-600"}>
                <th scope="row" className="px-4 py-3 font-medium text-stone-900">
                  {name}
                  {otherName !== name ? <span className="block text-xs font-normal text-stone-600">{otherName}</span> : null}
                </th>
                <td className="px-4 py-3">
                  {isAcrylicCategory(option.category) ? s.categories[option.category] : (option.category ?? s.noCategory)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{s.minutes(option.durationMinutes)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatPrice(option.price)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{option.displayOrder}</td>
                <td className="px-4 py-3">
                  {option.active ? (
                    <Badge className="bg-emerald-100 text-emerald-900">{s.active}</Badge>
                  ) : (
                    <Badge variant="muted">{s.inactive}</Badge>
                  )}
                </td>
                <td className="px-2 py-1.5">
                  <div className="flex justify-end">
                    <EditDeleteButtons
                      editLabel={s.editNamed(name)}
                      deleteLabel={s.deleteNamed(name)}
                      editTitle={s.edit}
                      deleteTitle={s.delete}
                      onEdit={() => onEdit(option)}
                      onDelete={() => onDelete(option)}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
