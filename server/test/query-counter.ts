import type pg from "pg";

export interface QueryRecorder {
  /** Runs `action` and returns the text of every statement the pool's connections sent meanwhile, in order. */
  during(action: () => Promise<unknown>): Promise<string[]>;
}

function statementText(query: unknown): string {
  if (typeof query === "string") return query;
  return String((query as { text?: unknown }).text ?? "");
}

/**
 * Records the statements sent through a pool: `pool.query` and transactions alike, since both check a
 * client out. A client is wrapped the first time it is checked out after this is called, so connections
 * held since before (the change feed's listener) are not counted. Each statement is one round trip.
 */
export function recordQueries(pool: pg.Pool): QueryRecorder {
  const wrapped = new WeakSet<pg.PoolClient>();
  let recording: string[] | undefined;
  pool.on("acquire", (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      recording?.push(statementText(args[0]));
      return original(...args);
    };
  });
  return {
    async during(action) {
      const texts: string[] = [];
      recording = texts;
      try {
        await action();
      } finally {
        recording = undefined;
      }
      return texts;
    },
  };
}
