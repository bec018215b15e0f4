import type { Express } from "express";

/** The parts of Express 5's router layers the walk reads. */
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

export interface RegisteredRoute {
  method: string;
  path: string;
}

/**
 * Every route registered on the app, with its full path, found by walking Express's router tree: a route's
 * own path under the paths of the routers it is mounted in. A pattern that is not a string shows as `<…>`.
 */
export function registeredRoutes(app: Express): RegisteredRoute[] {
  const found: RegisteredRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const path = typeof layer.route.path === "string" ? prefix + layer.route.path : `${prefix}<${String(layer.route.path)}>`;
        for (const method of Object.keys(layer.route.methods).filter((name) => name !== "_all")) {
          found.push({ method: method.toUpperCase(), path });
        }
      } else if (layer.handle.stack) {
        const mount = typeof layer.rawPath === "string" ? layer.rawPath : `<${String(layer.rawPath)}>`;
        walk(layer.handle.stack, mount === "/" ? prefix : prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, "");
  return found;
}
