import { useEffect } from "react";
import { useQualifiedStaff } from "../api/get-staff-for-service";
import { serviceKeyOf } from "../utils/service-key";

/** Whether no one manicurist does every service of one choice, named by its services (`serviceKey`). */
export interface CommonStaffResult {
  serviceKey: string;
  noCommonStaff: boolean;
}

/**
 * Tells the booking page whether any one manicurist does every chosen service. Loaded only once two
 * services are chosen, so the slot rules it needs stay out of the page's first download. Each answer
 * names the choice it is about, so the page never shows an answer about an earlier choice.
 */
export default function CommonStaffCheck({ serviceIds, onResult }: { serviceIds: readonly string[]; onResult: (result: CommonStaffResult) => void }) {
  const { staffIds } = useQualifiedStaff(serviceIds);
  const noCommonStaff = staffIds !== undefined && staffIds.length === 0;
  const serviceKey = serviceKeyOf(serviceIds);
  useEffect(() => onResult({ serviceKey, noCommonStaff }), [serviceKey, noCommonStaff, onResult]);
  return null;
}
