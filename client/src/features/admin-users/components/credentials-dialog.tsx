import { Copy } from "lucide-react";
import type { IssuedCredentials } from "@shared/admin-accounts-api";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useUserStrings } from "../i18n/strings";

/** The one time a one-time password is shown: the server keeps only its hash. */
export function CredentialsDialog({ credentials, onClose }: { credentials: IssuedCredentials | null; onClose: () => void }) {
  const s = useUserStrings();
  const copy = async () => {
    if (!credentials) return;
    await navigator.clipboard.writeText(credentials.oneTimePassword);
    toast({ title: s.copied });
  };
  return (
    <Dialog open={credentials !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={s.close}>
        <DialogHeader>
          <DialogTitle>{s.credentialsTitle}</DialogTitle>
          <DialogDescription>{s.credentialsIntro}</DialogDescription>
        </DialogHeader>
        {credentials ? (
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 rounded-xl bg-plum-50 p-4">
            <dt className="text-sm text-stone-600">{s.username}</dt>
            <dd className="font-mono font-semibold text-stone-900" data-testid="issued-username">
              {credentials.username}
            </dd>
            <dt className="text-sm text-stone-600">{s.oneTimePassword}</dt>
            <dd className="break-all font-mono font-semibold text-stone-900" data-testid="one-time-password">
              {credentials.oneTimePassword}
            </dd>
          </dl>
        ) : null}
        <p className="text-sm font-medium text-red-800">{s.shownOnce}</p>
        <DialogFooter>
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden />
            {s.copy}
          </Button>
          <Button onClick={onClose}>{s.done}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
