import type { AdminClient } from "@shared/admin-api";
import { Button } from "@/components/ui/button";
import { useFrontDeskStrings } from "../i18n/strings";

/** The clients a search found, each a button that fills the booking in with them; or that none matched. */
export function ClientMatches({ found, onPick }: { found: readonly AdminClient[]; onPick: (client: AdminClient) => void }) {
  const s = useFrontDeskStrings();
  if (found.length === 0) return <p className="text-sm text-stone-600">{s.noMatch}</p>;
  return (
    <ul className="grid gap-2" aria-label={s.search}>
      {found.map((client) => {
        const name = [client.firstName, client.lastName].filter(Boolean).join(" ");
        return (
          <li key={client.id}>
            <Button type="button" variant="outline" className="w-full justify-start" aria-label={s.choose(name)} onClick={() => onPick(client)}>
              <span className="font-semibold">{name}</span>
              <span className="truncate text-stone-600">{[client.email, client.phone].filter(Boolean).join(" · ")}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
