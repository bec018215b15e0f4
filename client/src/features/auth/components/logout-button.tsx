import { LogOut } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { useAuthStrings } from "../i18n/strings";
import { useAdminLogout } from "../api/admin-logout";

export function LogoutButton() {
  const s = useAuthStrings();
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
      {s.logout}
    </Button>
  );
}
