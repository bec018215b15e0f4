import { useEffect } from "react";
import { useQualifiedStaff } from "../api/get-staff-for-service";

/**
 * Tells the booking page whether any one manicurist does every chosen service. Loaded only once two
 * services are chosen, so the slot rules it needs stay out of the page's first download.
 */
export default function CommonStaffCheck({ serviceIds, onResult }: { serviceIds: readonly string[]; onResult: (noCommonStaff: boolean) => void }) {
  const { staffIds } = useQualifiedStaff(serviceIds);
  const noCommonStaff = staffIds !== undefined && staffIds.length === 0;
  useEffect(() => onResult(noCommonStaff), [noCommonStaff, onResult]);
  return null;
}
