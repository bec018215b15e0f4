import { LogOut } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useAdminLogout } from "../api/admin-logout";

export function LogoutButton() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const logout = useAdminLogout();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSettled: () => navigate("/admin/login") })}
    >
      <LogOut aria-hidden />
      {t.auth.logout}
    </Button>
  );
}
