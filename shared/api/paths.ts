/**
 * The client's way to name an API path: `apiPath("GET /api/admin/clients/:id", { id })`. The route must be
 * one the registry (shared/api/routes.ts) lists and every `:name` in it must be given, or the type check
 * fails. Only the registry's type is imported, so no schema reaches the browser's bundle.
 */
import type { ApiRoute } from "./routes";

type PathOf<Route extends string> = Route extends `${string} ${infer Path}` ? Path : never;
/** A parameter's name ends at the next "/" or, as in `:token.ics`, at a ".". */
type ParamName<Segment extends string> = Segment extends `${infer Name}.${string}` ? Name : Segment;
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? ParamName<Name> | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? ParamName<Name>
    : never;
type ParamValues<Route extends string> = { [Name in ParamNames<PathOf<Route>>]: string | number };

export type { ApiRoute };

/** The route's path with each `:name` replaced by its value, URI-encoded. */
export function apiPath<Route extends ApiRoute>(
  route: Route,
  ...[params]: ParamNames<PathOf<Route>> extends never ? [] : [ParamValues<Route>]
): string {
  const path = route.slice(route.indexOf(" ") + 1);
  if (!params) return path;
  const values: Record<string, string | number> = params;
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(values[name])));
}

/**
 * The route's path before its first parameter ("GET /api/manage/:token" → "/api/manage"): the first
 * part of the react-query key of every call to it, so one invalidation reaches all of them.
 */
export function apiPathPrefix(route: ApiRoute): string {
  const path = route.slice(route.indexOf(" ") + 1);
  const parameter = path.indexOf("/:");
  return parameter === -1 ? path : path.slice(0, parameter);
}
