import { Plus, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import type { AdminServiceOption } from "@shared/admin-catalogue-api";
import { CONFIGURABLE_SERVICES, DEFAULT_SERVICES } from "@shared/catalogue";
import { Button } from "@/components/ui/button";
import { LoadErrorCard } from "@/components/ui/load-error-card";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useI18n } from "@/lib/i18n/use-i18n";
import { errorMessage } from "@/lib/api-client";
import { useServices } from "@/lib/services";
import { cn } from "@/lib/utils";
import { useServiceOptions } from "../api/get-service-options";
import { useSeedServiceOptions } from "../api/seed-service-options";
import { isLoggedOutError, useLoggedOutRedirect } from "../hooks/use-logged-out-redirect";
import { useOptionStrings } from "../i18n/strings";
import { DeleteOptionDialog } from "./delete-option-dialog";
import { OptionFormDialog } from "./option-form-dialog";
import { OptionsTable } from "./options-table";
import { localizedName } from "@/lib/format";

type ConfigurableServiceId = (typeof CONFIGURABLE_SERVICES)[number]["serviceId"];

export default function ServiceOptionsPage() {
  const s = useOptionStrings();
  const { language } = useI18n();
  const [serviceId, setServiceId] = useState<ConfigurableServiceId>(CONFIGURABLE_SERVICES[0].serviceId);
  const services = useServices();
  const options = useServiceOptions(serviceId);
  const seed = useSeedServiceOptions();
  const handleLoggedOut = useLoggedOutRedirect();
  const [form, setForm] = useState<{ open: boolean; option: AdminServiceOption | null; key: number }>({
    open: false,
    option: null,
    key: 0,
  });
  const [deleting, setDeleting] = useState<AdminServiceOption | null>(null);

  useEffect(() => {
    for (const error of [options.error, services.error]) if (error) handleLoggedOut(error);
  }, [options.error, services.error, handleLoggedOut]);
  // Signed out: the redirect is on its way, so the error panel would only flash.
  const loggedOut = isLoggedOutError(options.error);

  const serviceName = (id: string) => {
    const service = services.data?.find((candidate) => candidate.id === id) ?? DEFAULT_SERVICES.find((candidate) => candidate.id === id);
    if (!service) return id;
    return localizedName(service, language);
  };
  const currentName = serviceName(serviceId);

  const openForm = (option: AdminServiceOption | null) => setForm((current) => ({ open: true, option, key: current.key + 1 }));

  const restoreDefaults = () => {
    seed.mutate(serviceId, {
      onSuccess: (result) => toast({ title: s.seedDone, description: result.message }),
      onError: (error) => {
        if (!handleLoggedOut(error)) toast({ variant: "destructive", title: s.error, description: errorMessage(error, s.seedFailed) });
      },
    });
  };

  return (
    <div className="grid gap-6">
      <PageHeader title={s.title} description={s.subtitle} />

      <div className="grid gap-2">
        <span id="service-options-picker" className="text-sm font-semibold text-stone-800">
          {s.serviceLabel}
        </span>
        <div role="group" aria-labelledby="service-options-picker" className="flex flex-wrap gap-2">
          {CONFIGURABLE_SERVICES.map(({ serviceId: id }) => (
            <button
              key={id}
              type="button"
              aria-pressed={id === serviceId}
              onClick={() => setServiceId(id)}
              className={cn(
                "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600 focus-visible:ring-offset-2",
                id === serviceId ? "border-plum-700 bg-plum-700 text-white" : "border-stone-300 bg-white text-stone-800 hover:bg-plum-50",
              )}
            >
              {serviceName(id)}
            </button>
          ))}
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-semibold text-plum-950">{currentName}</h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={restoreDefaults} disabled={seed.isPending}>
            <RotateCcw aria-hidden />
            {seed.isPending ? s.seeding : s.seedDefaults}
          </Button>
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden />
            {s.addOption}
          </Button>
        </div>
      </div>

      {options.isPending || loggedOut ? (
        <Spinner label={s.loading} />
      ) : options.isError ? (
        <LoadErrorCard
          title={s.loadErrorTitle}
          headingLevel={3}
          message={s.loadErrorBody}
          retryLabel={s.retry}
          onRetry={() => void options.refetch()}
        />
      ) : options.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600" role="status">
          {s.empty}
        </p>
      ) : (
        <OptionsTable caption={s.tableCaption(currentName)} options={options.data} onEdit={openForm} onDelete={setDeleting} />
      )}

      <OptionFormDialog
        key={form.key}
        parentServiceId={serviceId}
        option={form.option}
        open={form.open}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <DeleteOptionDialog option={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
