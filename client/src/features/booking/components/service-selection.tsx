import type { PublicService } from "@shared/api";
import { useI18n } from "@/lib/i18n/use-i18n";
import { dialogFor } from "../utils/service-dialogs";
import { ServiceCard } from "./service-card";

interface ServiceSelectionProps {
  services: readonly PublicService[];
  selectedIds: readonly string[];
  isAdmin: boolean;
  chosenOptionsLabel: (serviceId: string) => string | null;
  onServiceClick: (service: PublicService) => void;
}

export function ServiceSelection({ services, selectedIds, isAdmin, chosenOptionsLabel, onServiceClick }: ServiceSelectionProps) {
  const { t } = useI18n();
  const mainServices = services.filter((service) => service.kind === "main");
  const extras = services.filter((service) => service.kind === "extra");

  const renderCard = (service: PublicService, compact: boolean, priority: boolean) => {
    const dialog = dialogFor(service, isAdmin);
    return (
      <li key={service.id}>
        <ServiceCard
          service={service}
          selected={selectedIds.includes(service.id)}
          configurable={dialog !== null && dialog !== "comingSoon"}
          chosenOptions={chosenOptionsLabel(service.id)}
          compact={compact}
          priority={priority}
          onClick={() => onServiceClick(service)}
        />
      </li>
    );
  };

  return (
    <div className="space-y-6">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">{mainServices.map((service, index) => renderCard(service, false, index === 0))}</ul>
      {extras.length > 0 ? (
        <div>
          <h3 className="mb-3 font-display text-lg font-semibold text-plum-950">{t.booking.additionalServices}</h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">{extras.map((service) => renderCard(service, true, false))}</ul>
        </div>
      ) : null}
    </div>
  );
}
