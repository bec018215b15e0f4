/** The import boundaries are ESLint rules (eslint.config.js); these probes show they catch a crossing. */
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

// The first lint loads ESLint's and typescript-eslint's whole configuration: seconds on a busy machine.
describe("import boundaries", { timeout: 60_000 }, () => {
  it("keep a client feature out of another feature, by alias or by relative path", async () => {
    const errors = await boundaryErrors(
      "client/src/features/qr/components/probe.ts",
      [
        'import { a } from "@/features/booking/api/get-services";',
        'import { b } from "../../booking/api/get-services";',
        "export const all = [a, b];",
      ].join("\n"),
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain("qr may not import another feature");
  });

  it("let a feature import itself, the shared client homes and shared/", async () => {
    const errors = await boundaryErrors(
      "client/src/features/qr/components/probe.ts",
      [
        'import { a } from "@/features/qr/components/qr-page";',
        'import { b } from "../components/qr-page";',
        'import { c } from "@/lib/utils";',
        'import { d } from "../../../lib/utils";',
        'import { e } from "@shared/time";',
        "export const all = [a, b, c, d, e];",
      ].join("\n"),
    );
    expect(errors).toEqual([]);
  });

  it("keep hand-written API paths out of the client: they come from the route registry", async () => {
    const [result] = await eslint.lintText(
      ['const a = "/api/services";', "const id = 1;", "const b = `/api/admin/staff/${id}`;", 'const c = "/admin/login";', "export const all = [a, b, c];"].join("\n"),
      { filePath: path.join(root, "client/src/features/qr/api/probe.ts") },
    );
    expect(result.messages.filter((message) => message.ruleId === "no-restricted-syntax").map((message) => message.line)).toEqual([1, 3]);
  });

  it("keep shared/ free of server and client imports", async () => {
    const errors = await boundaryErrors(
      "shared/probe.ts",
      ['import { a } from "../server/infra/db/database";', 'import { b } from "@/lib/utils";', "export const all = [a, b];"].join("\n"),
    );
    expect(errors).toHaveLength(2);
  });
});
