import type { PublicService, PublicServiceOption } from "@shared/api";
import { SERVICE_IDS } from "@shared/catalogue";
import { useI18n } from "@/lib/i18n/use-i18n";
import { localizedName } from "@/lib/format";
import type { ServiceDialogKind } from "../utils/service-dialogs";
import { AcrylicDialog } from "./acrylic-dialog";
import { ComingSoonDialog } from "./coming-soon-dialog";
import { PedicureDialog } from "./pedicure-dialog";
import { SingleOptionDialog } from "./single-option-dialog";

export interface OpenServiceDialog {
  kind: ServiceDialogKind;
  service: PublicService;
}

interface ServiceDialogProps {
  dialog: OpenServiceDialog;
  options: readonly PublicServiceOption[];
  onClose: () => void;
  onAdd: (serviceId: string, optionIds: string[]) => void;
}

/** The dialog a service opens when chosen; loaded on demand, it is not needed for the first paint. */
export function ServiceDialog({ dialog, options, onClose, onAdd }: ServiceDialogProps) {
  const { t, language } = useI18n();
  const { kind, service } = dialog;
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  const singleOptionTitles: Record<string, string> = {
    [SERVICE_IDS.eyelashExtensions]: t.dialogs.eyelashTitle,
    [SERVICE_IDS.eyebrows]: t.dialogs.eyebrowTitle,
    [SERVICE_IDS.waxing]: t.dialogs.waxingTitle,
    [SERVICE_IDS.polish]: t.dialogs.polishTitle,
  };

  switch (kind) {
    case "pedicure":
      return <PedicureDialog open options={options} onOpenChange={onOpenChange} onChoose={(optionId) => onAdd(service.id, [optionId])} />;
    case "acrylic":
      return <AcrylicDialog open options={options} onOpenChange={onOpenChange} onConfirm={(optionIds) => onAdd(service.id, optionIds)} />;
    case "singleOption":
      return (
        <SingleOptionDialog
          open
          title={singleOptionTitles[service.id] ?? localizedName(service, language)}
          options={options}
          onOpenChange={onOpenChange}
          onConfirm={(optionId) => onAdd(service.id, [optionId])}
        />
      );
    case "comingSoon":
      return <ComingSoonDialog open serviceName={localizedName(service, language)} onOpenChange={onOpenChange} />;
  }
}
