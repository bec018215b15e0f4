import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { repeatEvery } from "./repeat-every";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("repeatEvery", () => {
  it("waits one interval, then runs one round at a time however long a round takes", async () => {
    const slow = deferred();
    let started = 0;
    const task = repeatEvery(1_000, async () => {
      started += 1;
      if (started === 1) await slow.promise;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started).toBe(1);
    slow.resolve();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(2);
    await task.stop();
  });

  it("keeps going after a round throws", async () => {
    let started = 0;
    const task = repeatEvery(1_000, async () => {
      started += 1;
      throw new Error("database down");
    });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(started).toBe(3);
    await task.stop();
  });

  it("stops: aborts the round's signal, waits for it to end and starts no other", async () => {
    const release = deferred();
    let started = 0;
    let sawAbort = false;
    const task = repeatEvery(1_000, async (signal) => {
      started += 1;
      await release.promise;
      sawAbort = signal.aborted;
    });
    await vi.advanceTimersByTimeAsync(1_000);
    let stopped = false;
    const stopping = task.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect(sawAbort).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(started).toBe(1);
  });
});
