import { cn } from "@/lib/utils";
import { formatPrice, localizedName } from "@/lib/format";
import type { Locale } from "@shared/schema";

interface PriceLine {
  nameEn: string;
  nameEs: string;
  price: number;
}

interface PriceLinesTableProps {
  lines: readonly PriceLine[];
  /** In minor units, as the server computed it: never summed here. */
  total: number;
  caption: string;
  totalLabel: string;
  language: Locale;
  captionClassName?: string;
  totalClassName?: string;
  totalTestId?: string;
}

/** What a booking's services cost, one row each, and the total; prices never wrap mid-amount. */
export function PriceLinesTable({ lines, total, caption, totalLabel, language, captionClassName, totalClassName, totalTestId }: PriceLinesTableProps) {
  return (
    <table className="w-full text-sm">
      <caption className={cn("pb-2 text-left font-semibold text-stone-800", captionClassName)}>{caption}</caption>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index} className="border-b border-stone-200">
            <th scope="row" className="py-2 pr-4 text-left font-normal text-stone-800">
              {localizedName(line, language)}
            </th>
            <td className="py-2 text-right whitespace-nowrap tabular-nums text-stone-900">{formatPrice(line.price)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-2 pr-4 text-left font-semibold text-stone-900">
            {totalLabel}
          </th>
          <td className={cn("pt-2 text-right font-semibold whitespace-nowrap tabular-nums text-stone-900", totalClassName)} data-testid={totalTestId}>
            {formatPrice(total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
