// Compiles the server (server/index.ts and what it imports from server/ and shared/) into one ES module,
// dist/server/index.js, so `npm start` runs plain JavaScript; packages stay in node_modules.
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

await build({
  entryPoints: [path.join(root, "server/index.ts")],
  outfile: path.join(root, "dist/server/index.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  tsconfig: path.join(root, "tsconfig.json"),
  logLevel: "warning",
});
