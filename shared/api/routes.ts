/**
 * Every HTTP operation the server mounts, keyed "METHOD /express/path", with the zod schemas it parses
 * and answers with: the one list the API document is built from (shared/api/openapi.ts), the client's
 * paths are typed by (shared/api/paths.ts) and the route-coverage test holds the mounted app to.
 */
import { adminRoutes } from "./admin-routes";
import { checkoutRoutes } from "./checkout-routes";
import type { ApiOperation } from "./operation";
import { paymentRoutes } from "./payment-routes";
import { publicRoutes } from "./public-routes";
import { waitlistRoutes } from "./waitlist-routes";

export const apiRoutes = { ...publicRoutes, ...adminRoutes, ...paymentRoutes, ...checkoutRoutes, ...waitlistRoutes } satisfies Record<string, ApiOperation>;

export type ApiRoute = keyof typeof apiRoutes;
