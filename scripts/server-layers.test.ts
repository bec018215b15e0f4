/**
 * The server's folder layering (docs/decisions/011-server-layers.md), checked on the real tree: every
 * import of every non-test file under server/ is read with TypeScript's own parser (`ts.preProcessFile`,
 * which sees static imports, re-exports and `import()` calls, and not text in strings or comments), and
 * the imports between top-level folders must form no loop. The probes below feed the same checker the
 * loops the tree once had, so a checker that stopped seeing them would fail here too.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** The lowest folders, lowest first: each may import only the ones before it (and shared/, packages). */
const FOUNDATION = ["infra", "messages"];
/** Test support: tests and bench/ may import it, production code never. */
const TEST_SUPPORT = ["test"];

interface SourceFile {
  /** Relative to the repository root, with forward slashes, e.g. "server/messages/outbox.ts". */
  file: string;
  /** Module specifiers as written, e.g. "../infra/db/database", "@shared/time", "drizzle-orm". */
  imports: string[];
}

interface Import {
  file: string;
  specifier: string;
  /** Top-level server folder of each end ("infra", "booking"); a file directly in server/ is its own name ("app.ts"). */
  from: string;
  to: string;
}

function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
}

/** The top-level server folder a specifier of `file` lands in, or undefined when it leaves server/. */
function targetFolder(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  if (!target.startsWith("server/")) return undefined;
  const parts = target.split("/");
  return parts.length === 2 ? `${parts[1].replace(/\.ts$/, "")}.ts` : parts[1];
}

function folderOf(file: string): string {
  return file.split("/")[1];
}

function crossFolderImports(files: readonly SourceFile[]): Import[] {
  return files.flatMap(({ file, imports }) =>
    imports.flatMap((specifier) => {
      const to = targetFolder(file, specifier);
      const from = folderOf(file);
      return to !== undefined && to !== from ? [{ file, specifier, from, to }] : [];
    }),
  );
}

/** The folders' strongly connected components of more than one folder: each is a loop (Tarjan's algorithm). */
function loops(edges: readonly Import[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)!.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (folder: string): void => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    onStack.add(folder);
    for (const to of next.get(folder) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(folder, Math.min(low.get(folder)!, index.get(to)!));
      }
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) found.push(component.sort());
  };
  for (const folder of [...next.keys()].sort()) if (!index.has(folder)) visit(folder);
  return found;
}

const describeImport = ({ file, specifier }: Import) => `${file} imports ${specifier}`;

/** Every breach of the layering among `files` (production files of server/, tests left out), one line each. */
function layerViolations(files: readonly SourceFile[]): string[] {
  const edges = crossFolderImports(files);
  const violations: string[] = [];
  for (const edge of edges) {
    if (TEST_SUPPORT.includes(edge.from)) continue;
    const below = (folder: string) => FOUNDATION.includes(folder) && FOUNDATION.indexOf(folder) < FOUNDATION.indexOf(edge.from);
    if (TEST_SUPPORT.includes(edge.to)) {
      violations.push(`production code imports test support: ${describeImport(edge)}`);
    } else if (edge.to.endsWith(".ts") && !edge.from.endsWith(".ts")) {
      violations.push(`only the entry point imports the composition root (server/${edge.to}): ${describeImport(edge)}`);
    } else if (FOUNDATION.includes(edge.from) && !below(edge.to)) {
      const allowed = FOUNDATION.slice(0, FOUNDATION.indexOf(edge.from));
      violations.push(`server/${edge.from} imports ${allowed.length ? `only server/${allowed.join(", server/")}` : "no other server folder"}: ${describeImport(edge)}`);
    }
  }
  const production = edges.filter((edge) => !TEST_SUPPORT.includes(edge.from) && !TEST_SUPPORT.includes(edge.to));
  for (const component of loops(production)) {
    // One line per pair of folders in the loop, naming its first import and how many more there are.
    const pairs = new Map<string, Import[]>();
    for (const edge of production) {
      if (!component.includes(edge.from) || !component.includes(edge.to)) continue;
      const pair = `${edge.from} → ${edge.to}`;
      pairs.set(pair, [...(pairs.get(pair) ?? []), edge]);
    }
    const described = [...pairs].map(([pair, [first, ...more]]) => `${pair} (${describeImport(first)}${more.length ? ` and ${more.length} more` : ""})`);
    violations.push(`server folders import each other in a loop: ${described.join("; ")}`);
  }
  return violations;
}

/**
 * Production files no entry point reaches (server/index.ts, a `*-cli.ts` command): code only tests or
 * bench/ use is test support, and belongs in server/test/, out of the production tree.
 */
function unreachedFiles(files: readonly SourceFile[]): string[] {
  const known = new Map(files.map((source) => [source.file, source]));
  const reached = new Set<string>();
  const pending = files.filter(({ file }) => file === "server/index.ts" || file.endsWith("-cli.ts"));
  for (let source = pending.pop(); source; source = pending.pop()) {
    if (reached.has(source.file)) continue;
    reached.add(source.file);
    for (const specifier of source.imports) {
      if (!specifier.startsWith(".")) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(source.file), specifier));
      const found = [target, `${target}.ts`, `${target}/index.ts`].map((file) => known.get(file)).find(Boolean);
      if (found) pending.push(found);
    }
  }
  return files.map(({ file }) => file).filter((file) => !reached.has(file));
}

function productionFiles(): SourceFile[] {
  return fs
    .readdirSync(path.join(root, "server"), { recursive: true, encoding: "utf8" })
    .map((name) => `server/${name.split(path.sep).join("/")}`)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".d.ts"))
    .filter((file) => !TEST_SUPPORT.includes(folderOf(file)))
    .map((file) => ({ file, imports: importsOf(fs.readFileSync(path.join(root, file), "utf8")) }));
}

describe("server layers", () => {
  it("hold on the real tree: no loop between server folders, infra and messages below every feature, no test support in production", () => {
    const files = productionFiles();
    expect(files.length).toBeGreaterThan(50);
    expect(layerViolations(files)).toEqual([]);
  });

  it("hold test support out of the production tree: every production file is reached from an entry point", () => {
    expect(unreachedFiles(productionFiles())).toEqual([]);
  });

  it("tell code only tests use from production code", () => {
    const unreached = unreachedFiles([
      { file: "server/index.ts", imports: ["./app", "./infra/env"] },
      { file: "server/app.ts", imports: ["./booking/router", "node:path"] },
      { file: "server/booking/router.ts", imports: ["./service"] },
      { file: "server/booking/service.ts", imports: ["../availability/staff-days"] },
      { file: "server/availability/staff-days.ts", imports: [] },
      { file: "server/infra/env.ts", imports: [] },
      { file: "server/auth/admin-cli.ts", imports: ["../infra/db"] },
      { file: "server/infra/db/index.ts", imports: [] },
      { file: "server/resilience/load.ts", imports: ["../availability/staff-days"] },
    ]);
    expect(unreached).toEqual(["server/resilience/load.ts"]);
  });

  it("read imports with TypeScript's parser: type imports, re-exports and import() count, strings and comments do not", () => {
    const text = [
      'import type { Db } from "../infra/db/database";',
      'export { outbox } from "../messages/outbox";',
      'const later = () => import("../booking/router");',
      '// import { x } from "../commented/out";',
      'const text = "import { y } from \\"../in/a/string\\"";',
    ].join("\n");
    expect(importsOf(text)).toEqual(["../infra/db/database", "../messages/outbox", "../booking/router"]);
  });

  it("catch the loops and wrong-way imports the tree once had", () => {
    const violations = layerViolations([
      { file: "server/email/outbox.ts", imports: ["../text-messages/render", "../infra/db/database", "../infra/logger", "drizzle-orm"] },
      { file: "server/text-messages/render.ts", imports: ["../email/format", "@shared/schema"] },
      { file: "server/availability/cache.ts", imports: ["../live-board/change-feed"] },
      { file: "server/live-board/service.ts", imports: ["../availability/staff-days"] },
      { file: "server/infra/env.ts", imports: ["../email/messages"] },
      { file: "server/email/appointment-emails.ts", imports: ["../manage/manage-tokens"] },
      { file: "server/manage/service.ts", imports: ["../email/appointment-emails"] },
      { file: "server/resilience/load.ts", imports: ["../test/harness"] },
      { file: "server/booking/service.ts", imports: ["../app"] },
      { file: "server/messages/outbox.ts", imports: ["../booking/service"] },
    ]);
    expect(violations).toEqual([
      "server/infra imports no other server folder: server/infra/env.ts imports ../email/messages",
      "production code imports test support: server/resilience/load.ts imports ../test/harness",
      "only the entry point imports the composition root (server/app.ts): server/booking/service.ts imports ../app",
      "server/messages imports only server/infra: server/messages/outbox.ts imports ../booking/service",
      "server folders import each other in a loop: availability → live-board (server/availability/cache.ts imports ../live-board/change-feed); live-board → availability (server/live-board/service.ts imports ../availability/staff-days)",
      "server folders import each other in a loop: email → text-messages (server/email/outbox.ts imports ../text-messages/render); email → infra (server/email/outbox.ts imports ../infra/db/database and 1 more); text-messages → email (server/text-messages/render.ts imports ../email/format); infra → email (server/infra/env.ts imports ../email/messages); email → manage (server/email/appointment-emails.ts imports ../manage/manage-tokens); manage → email (server/manage/service.ts imports ../email/appointment-emails)",
    ]);
  });

  it("let features import downwards and each other without a loop, and tests import anything", () => {
    const violations = layerViolations([
      { file: "server/booking/service.ts", imports: ["../messages/appointment-messages", "../availability/staff-days", "../infra/db/database"] },
      { file: "server/admin-appointments/router.ts", imports: ["../booking/router"] },
      { file: "server/messages/outbox.ts", imports: ["../infra/clock", "./payloads"] },
      { file: "server/index.ts", imports: ["./app", "./messages/jobs"] },
      { file: "server/test/harness.ts", imports: ["../app", "../booking/service"] },
    ]);
    expect(violations).toEqual([]);
  });
});
