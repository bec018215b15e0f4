import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useI18n } from "@/lib/i18n/use-i18n";

export function ComingSoonDialog({ serviceName, open, onOpenChange }: { serviceName: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t.common.close}>
        <DialogHeader>
          <Sparkles className="mb-2 size-8 text-plum-700" aria-hidden />
          <DialogTitle>{t.dialogs.comingSoonTitle}</DialogTitle>
          <DialogDescription className="text-base">{t.dialogs.comingSoonText(serviceName)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t.common.close}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
