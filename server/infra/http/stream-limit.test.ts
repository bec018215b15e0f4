import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, type TestContext } from "../../test/harness";
import { STREAMS_PER_CLIENT, TOO_MANY_STREAMS } from "./stream-limit";

let ctx: TestContext;
let server: Server;
let baseUrl: string;
const open: AbortController[] = [];

beforeAll(async () => {
  // Trusting the proxy lets a test speak from several client addresses through X-Forwarded-For.
  ctx = await createTestContext({ trustProxy: 1 });
  // A real listening server: supertest would wait for an event stream to end.
  server = ctx.app.listen(0);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of open) stream.abort();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

/** Opens the live board's event stream from `ip`; a stream that opens is kept open until aborted. */
async function openStream(ip: string): Promise<{ res: Response; abort: AbortController }> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/live-board/events`, { headers: { "X-Forwarded-For": ip }, signal: abort.signal });
  if (res.ok) open.push(abort);
  return { res, abort };
}

describe("the live board's event stream", () => {
  it(`holds at most ${STREAMS_PER_CLIENT} streams per client address, refusing more with 429 and Retry-After until one closes`, async () => {
    const streams = [];
    for (let index = 0; index < STREAMS_PER_CLIENT; index += 1) {
      const stream = await openStream("203.0.113.7");
      expect(stream.res.status, `stream ${index + 1}`).toBe(200);
      streams.push(stream);
    }

    const refused = await openStream("203.0.113.7");
    expect(refused.res.status).toBe(429);
    expect(refused.res.headers.get("retry-after")).toBe("30");
    expect(await refused.res.json()).toEqual({ message: TOO_MANY_STREAMS });

    // Another address (another salon screen behind its own connection) is not held back.
    expect((await openStream("198.51.100.4")).res.status).toBe(200);

    streams[0].abort.abort();
    await vi.waitFor(async () => {
      expect((await openStream("203.0.113.7")).res.status).toBe(200);
    });
  });
});
