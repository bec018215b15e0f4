import fs from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const FEATURES_DIR = "client/src/features";
const features = fs.readdirSync(FEATURES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/**
 * A feature imports only itself, the shared client code (components/ui, lib) and shared/; what two
 * features need moves to a shared home, and the app (client/src/app) is where features meet.
 */
const featureBoundaries = features.map((feature) => ({
  files: [`${FEATURES_DIR}/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["@/features/*", `!@/features/${feature}`, `!@/features/${feature}/**`],
            message: `${feature} may not import another feature: move what both need to components/ui, lib or shared/.`,
          },
          { group: ["../../*/**", `!../../${feature}/**`, "!../../../**"], message: "Import another feature's code through a shared home, not a relative path." },
          { group: ["@/app/*", "**/app/**"], message: "Features do not import the app shell; the app imports features." },
        ],
      },
    ],
  },
}));

const API_PATH_BY_HAND = 'Name an API path with apiPath("METHOD /api/…") or apiPathPrefix from @shared/api/paths, not by hand.';

export default tseslint.config(
  { ignores: ["dist/", "data/", "node_modules/", "migrations/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  ...featureBoundaries,
  {
    // API paths come from the route registry (shared/api/routes.ts), so each one is a route the server mounts.
    files: ["client/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[value=/^\\/api(\\/|$)/]", message: API_PATH_BY_HAND },
        { selector: "TemplateElement[value.raw=/^\\/api(\\/|$)/]", message: API_PATH_BY_HAND },
      ],
    },
  },
  {
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "../server/*", "**/client/**", "../client/*", "@/*"], message: "shared/ is used by the server and the client alike; it imports from neither." },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "bench/**", "server/**/*-cli.ts", "e2e/**"],
    rules: { "no-console": "off" },
  },
);
