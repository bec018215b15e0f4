import { useI18n } from "@/lib/i18n/use-i18n";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { dismissToast, useToasts } from "./use-toast";

export function Toaster() {
  const toasts = useToasts();
  const { t } = useI18n();
  return (
    <ToastProvider label={t.common.notification}>
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast key={id} data-testid="toast" variant={variant} duration={duration} open={open} onOpenChange={(next) => !next && dismissToast(id)}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose label={t.common.close} />
        </Toast>
      ))}
      <ToastViewport label={t.common.notifications} />
    </ToastProvider>
  );
}
