import { useEffect, type ReactNode } from "react";
import { useLocation } from "wouter";
import { isAdminFlagSet } from "@/lib/admin-session";

/** Without the admin session flag, go to the login page and show nothing meanwhile. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const allowed = isAdminFlagSet();
  useEffect(() => {
    if (!allowed) navigate("/admin/login", { replace: true });
  }, [allowed, navigate]);
  return allowed ? children : null;
}
