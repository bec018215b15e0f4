import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildIfNeeded, staleParts, WEB_BUILD_RECORD } from "./build-if-needed.mjs";

/**
 * A checkout in a temporary folder: sources, then builds written by stand-ins of Vite and esbuild that
 * write the entry files as the real builds do, so the decisions and the record are the script's own.
 */
let root: string;
let built: string[];

function write(file: string, text = "x"): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/** An hour ago: sources start there, so whatever a build writes now is newer than them. */
const BASE_MS = Date.now() - 3_600_000;

/** Sets a file's mtime `seconds` after BASE_MS, so "newer than" never depends on the clock's grain. */
function touch(file: string, seconds: number): void {
  const at = new Date(BASE_MS + seconds * 1000);
  fs.utimesSync(path.join(root, file), at, at);
}

function start(nodeEnv: string | undefined): void {
  buildIfNeeded({
    root,
    nodeEnv,
    buildWeb: () => {
      built.push(`web:${nodeEnv ?? ""}`);
      write("dist/public/index.html", `<!-- built under ${nodeEnv} -->`);
    },
    buildServer: () => {
      built.push("server");
      write("dist/server/index.js");
    },
    log: () => {},
  });
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "cita-build-if-needed-"));
  built = [];
  for (const file of ["client/src/main.tsx", "shared/time.ts", "server/index.ts"]) {
    write(file);
    touch(file, 0);
  }
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("npm start's build step", () => {
  it("builds both parts when nothing is built, then nothing on the next start in the same mode", () => {
    start("production");
    expect(built).toEqual(["web:production", "server"]);
    expect(JSON.parse(fs.readFileSync(path.join(root, WEB_BUILD_RECORD), "utf8"))).toMatchObject({ nodeEnv: "production" });

    built = [];
    start("production");
    expect(built).toEqual([]);
  });

  it("rebuilds the web app, not the server, when the build was made under another NODE_ENV", () => {
    start("development");
    expect(built).toEqual(["web:development", "server"]);

    built = [];
    start("production");
    expect(built).toEqual(["web:production"]);
    expect(staleParts(root, "production")).toEqual({ web: undefined, server: undefined });
    expect(staleParts(root, "development").web).toBe("the web app was built with NODE_ENV=production, this start runs with NODE_ENV=development");
  });

  it("counts an unset or empty NODE_ENV as production, as vite build does", () => {
    start(undefined);
    built = [];
    start("production");
    start("");
    expect(built).toEqual([]);
    expect(staleParts(root, "test").web).toContain("built with NODE_ENV=production");
  });

  it("rebuilds a web app whose index.html another command wrote after the record (its mode is unknown)", () => {
    start("production");
    write("dist/public/index.html", "<!-- npm run build -->");
    touch("dist/public/index.html", 30);
    built = [];
    start("production");
    expect(built).toEqual(["web:production"]);
  });

  it("rebuilds a part whose sources are newer than its build", () => {
    start("production");
    expect(staleParts(root, "production")).toEqual({ web: undefined, server: undefined });

    // Two hours after BASE_MS: an hour after the builds written just now.
    touch("server/index.ts", 7200);
    expect(staleParts(root, "production")).toEqual({ web: undefined, server: "server/ or shared/ changed since the build" });
    touch("shared/time.ts", 7200);
    expect(staleParts(root, "production")).toEqual({ web: "client/ or shared/ changed since the build", server: "server/ or shared/ changed since the build" });
    built = [];
    start("production");
    expect(built).toEqual(["web:production", "server"]);
  });

  it("leaves no record when the web build fails, so the next start builds again", () => {
    start("production");
    fs.rmSync(path.join(root, "dist/public/index.html"));
    expect(() =>
      buildIfNeeded({
        root,
        nodeEnv: "development",
        buildWeb: () => {
          throw new Error("vite failed");
        },
        buildServer: () => {},
        log: () => {},
      }),
    ).toThrow("vite failed");
    expect(fs.existsSync(path.join(root, WEB_BUILD_RECORD))).toBe(false);
    expect(staleParts(root, "development").web).toBe("dist/public/index.html is missing");
  });
});
