/**
 * `npm run bench`: starts the real server (embedded database with demo data, or DATABASE_URL) and measures
 *  - reads: the two availability calls the booking page polls, next to a trivial JSON route of the same app;
 *  - writes: bookings per second spread over free slots, and one slot contested by every request.
 * Prints a table; the README records a run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import { bookableDates, SLOT_TIMES } from "@shared/time";

const root = path.resolve(import.meta.dirname, "..");
const READ_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "warn", PUBLIC_WRITE_LIMIT_PER_MINUTE: "1000000" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, url };
}

function run(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

interface Row {
  scenario: string;
  "req/s": number;
  "p50 ms": number;
  "p99 ms": number;
  "2xx": number;
  other: number;
}

function row(scenario: string, result: Result): Row {
  return {
    scenario,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "2xx": result["2xx"],
    other: result.non2xx + result.errors,
  };
}

function bookingBody(date: string, time: string, index: number): string {
  return JSON.stringify({
    services: [{ serviceId: "cejas", optionIds: ["brow-design"] }],
    appointmentDate: date,
    appointmentTime: time,
    customerName: `Bench Customer ${index}`,
    customerEmail: `bench${index}@example.com`,
    customerPhone: "+1 619 555 0100",
  });
}

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "cita-bench-"));
  const { child, url } = await startServer(dataDir);
  const rows: Row[] = [];
  try {
    const dates = bookableDates(new Date());
    const date = dates.at(-1)!;
    const read = (scenario: string, route: string) =>
      run({ url: `${url}${route}`, connections: CONNECTIONS, duration: READ_SECONDS }).then((result) => {
        rows.push(row(scenario, result));
        return result;
      });

    const trivial = await read("GET /healthz (trivial JSON)", "/healthz");
    const occupied = await read("GET /api/appointments/availability/:date", `/api/appointments/availability/${date}`);
    const staffDay = await read("GET /api/staff-availability/:date", `/api/staff-availability/${date}`);

    const staffCount = ((await (await fetch(`${url}/api/staff-for-service/cejas`)).json()) as unknown[]).length;
    const post = { url: `${url}/api/appointments/public`, method: "POST" as const, headers: { "content-type": "application/json" }, connections: CONNECTIONS };

    // One slot that every qualified member can take, wanted by 200 requests at once: exactly staffCount win.
    const contested = await run({ ...post, amount: 200, body: bookingBody(date, "09:00", 0) });
    rows.push(row(`POST one slot, ${staffCount} staff, 200 requests`, contested));

    // Every (date, time) place on the other days, once per qualified member: a 30-minute brow design each.
    const targets = dates
      .filter((day) => day !== date)
      .flatMap((day) => SLOT_TIMES.flatMap((time) => Array.from({ length: staffCount }, () => [day, time] as const)));
    let next = 0;
    const spread = await run({
      ...post,
      amount: targets.length,
      requests: [
        {
          setupRequest: (request) => {
            const index = next++ % targets.length;
            const [day, time] = targets[index];
            return { ...request, body: bookingBody(day, time, index + 1) };
          },
        },
      ],
    });
    rows.push(row(`POST bookings over ${targets.length} slot places`, spread));

    console.table(rows);
    const ratio = (result: Result) => (result.requests.average / trivial.requests.average).toFixed(2);
    console.log(`availability/:date throughput vs trivial route: ${ratio(occupied)}`);
    console.log(`staff-availability/:date throughput vs trivial route: ${ratio(staffDay)}`);
    console.log(`contested slot: ${contested["2xx"]} booked for ${staffCount} staff; spread: ${spread["2xx"]} booked, the rest 409 (hours, breaks, past times)`);
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
