import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startAppProcess } from "../scripts/app-process";

const root = path.resolve(import.meta.dirname, "..");

describe("npm start's command", () => {
  it("runs the built server with the start script's node flags: it answers from its database and stops cleanly", async () => {
    execFileSync(process.execPath, [path.join(root, "scripts/build-server.mjs")], { cwd: root });
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-start-"));
    try {
      const app = await startAppProcess({ dataDir, compiled: true });
      let exitCode: number | null;
      try {
        const services = await fetch(`${app.url}/api/services`);
        expect(services.status).toBe(200);
        expect(((await services.json()) as { id: string }[]).map((service) => service.id)).toContain("cejas");
      } finally {
        exitCode = await app.stop();
      }
      expect(exitCode).toBe(0);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
