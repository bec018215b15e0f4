/**
 * The response headers of a list, as the pages read them. Kept apart from the lists' zod schemas
 * (admin-lists.ts) so a page that only reads a list's counts does not download zod to do so.
 */
export const TOTAL_COUNT_HEADER = "X-Total-Count";
/** The clients list's count of VIP clients among those it matches (the page's header counts clients and VIPs). */
export const VIP_COUNT_HEADER = "X-Vip-Count";
