/**
 * Query keys that more than one feature uses. The booking page's option lists are one query under this
 * key; a back-office option change invalidates it.
 */
import { apiPathPrefix } from "@shared/api/paths";

export const PUBLIC_SERVICE_OPTIONS_KEY = [apiPathPrefix("GET /api/service-options/:serviceId")] as const;
