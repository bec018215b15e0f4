import pg from "pg";
import { describe, expect, it } from "vitest";
import { registerApiSuite } from "../../test/suite";
import { sqlLiteral } from "./literals";

const suite = registerApiSuite();
const pool = (): pg.Pool => suite.ctx.database.pool;

describe("sqlLiteral", () => {
  const tricky = ["it's", "back\\slash", "' OR 1=1 --", "E'\\x41'", "$1", "ñandú 🌵", ""];

  it("writes text that PostgreSQL reads back exactly", async () => {
    for (const text of tricky) {
      const { rows } = await pool().query<{ value: string }>(`SELECT ${sqlLiteral(text)}::text AS value`);
      expect(rows[0].value).toBe(text);
    }
    const { rows } = await pool().query<{ value: string[] }>(`SELECT ${sqlLiteral(tricky)}::text[] AS value`);
    expect(rows[0].value).toEqual(tricky);
  });

  it("writes text as pg's own escaping does", () => {
    for (const text of [...tricky, "plain", "a'b\\c", "ünïcödé"]) expect(sqlLiteral(text)).toBe(pg.escapeLiteral(text));
  });

  it("writes numbers, booleans, instants, empty lists and nulls", async () => {
    const instant = new Date("2026-03-08T10:30:00.000Z");
    const { rows } = await pool().query(
      `SELECT ${sqlLiteral(42)}::int AS n, ${sqlLiteral(true)} AS yes, ${sqlLiteral(instant)}::timestamptz AS at, ${sqlLiteral([])}::text[] AS none, ${sqlLiteral(null)}::text AS nothing`,
    );
    expect(rows[0]).toEqual({ n: 42, yes: true, at: instant, none: [], nothing: null });
  });

  it("refuses a NUL, which would cut the statement short, as PostgreSQL refuses one in a parameter", () => {
    expect(() => sqlLiteral("a\0b")).toThrow(expect.objectContaining({ code: "22021" }));
    expect(() => sqlLiteral(["ok", "a\0b"])).toThrow(expect.objectContaining({ code: "22021" }));
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });
});
