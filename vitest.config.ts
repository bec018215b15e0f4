import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "client/src"),
  "@shared": path.resolve(import.meta.dirname, "shared"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // One worker per core (Vitest 4 keeps one core free by default): the API files spend much of their
    // time waiting on their own database and child processes, so both cores stay busy.
    maxWorkers: "100%",
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["shared/**/*.test.ts", "client/src/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["server/**/*.test.ts"],
          // Files share their worker's module cache instead of importing the server afresh (55 s of imports
          // per run down to 8 s). Safe here: each file builds its own app and database, and the server's
          // one switch kept in a module, whether texts are on (server/messages/text/enqueue.ts), is turned
          // on only by the file that tests texts, which turns it off again when it ends.
          isolate: false,
          globalSetup: ["server/test/global-setup.ts"],
          // Several files start real server processes on fresh databases; on a busy 2-core machine that
          // takes tens of seconds. The limit only catches a hang: speed is measured by `npm run bench`.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["e2e/global-setup.ts"],
          // The files a worker runs share its module cache (playwright-core, axe-core and the helpers are
          // imported once per worker, not once per file: ~2 s a file). Safe: the helpers keep no state of a
          // file's own, and each file launches its own browser.
          isolate: false,
          // A hung page fails the test; these only bound a slow machine, they measure nothing.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A condition a page reaches in a frame or two (focus back after a dialog closes its animation) can
          // take seconds when both cores are busy: 1 s, the default, failed such polls under load.
          expect: { poll: { timeout: 10_000 } },
          // Two files run side by side, each worker on a server and database of its own (global-setup.ts):
          // a browser file mostly waits on its pages, so two fill the two cores. The files a worker runs one
          // after another share its server, in no set order: a test never assumes it is the only writer
          // (unique(...) names, its own dates or staff, counting only its own rows).
          maxWorkers: 2,
          // After the unit and API files when all projects run together, whatever their workers.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
