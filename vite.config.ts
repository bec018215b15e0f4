import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { prerenderPages } from "./scripts/prerender-plugin.ts";

export default defineConfig({
  root: path.resolve(import.meta.dirname, "client"),
  plugins: [react(), tailwindcss(), prerenderPages()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: [
      { find: "@", replacement: path.resolve(import.meta.dirname, "client/src") },
      { find: "@shared", replacement: path.resolve(import.meta.dirname, "shared") },
      // wouter reaches React's useSyncExternalStore through a shim kept for React 17; React 19 has it built in.
      { find: /^use-sync-external-store\/shim\/index\.js$/, replacement: path.resolve(import.meta.dirname, "client/src/lib/use-sync-external-store.ts") },
    ],
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/public"),
    emptyOutDir: true,
    // Every browser the salon's customers use preloads modules itself (Safari since 17); without the
    // polyfill an older one only loads them one import later.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { "/api": "http://localhost:5000", "/healthz": "http://localhost:5000" },
  },
});
