/**
 * The backup file: gzip of one JSON header line, then every table's rows as PostgreSQL COPY text
 * (one row a line, tabs between columns), each table ended by a line holding `\.`. COPY text escapes
 * backslashes and line breaks inside values, so that line never occurs in a table's rows.
 */
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import pg from "pg";

export const BACKUP_FORMAT = "cita-backup/1";
export const END_OF_TABLE = Buffer.from("\\.\n");

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  /** When the dump's snapshot was taken (the database's clock). */
  createdAt: string;
  /** How many of Cita's migrations the database had applied: the schema the rows fit. */
  migrations: number;
  serverVersion: string;
  /** In a foreign-key-safe order: a table comes after every table it references. */
  tables: { name: string; columns: string[]; rows: number }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** Tables left out on purpose; a restore empties them. */
  skipped: string[];
}

/** A backup file that cannot be read: damaged, truncated, or not a Cita backup. */
export class BackupFileError extends Error {}

/** The same dump settings on both sides, so timestamps, dates and floats read back exactly as written. */
export const PORTABLE_SESSION_SETTINGS = [
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  "SET LOCAL extra_float_digits = 3",
  "SET LOCAL client_encoding = 'UTF8'",
  // The app's pool cancels statements after 10 s; copying a large table may take longer.
  "SET LOCAL statement_timeout = 0",
];

export const quote = pg.escapeIdentifier;
/** Cita's migrations create everything in the public schema; names are qualified so a search_path cannot redirect them. */
export const qualified = (name: string) => `public.${quote(name)}`;

const FILE_NAME = /^cita-backup-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})Z\.gz(\.partial)?$/;

/** `cita-backup-2026-11-24T030000.000Z.gz`: the UTC instant the backup was started. */
export function backupFileName(at: Date): string {
  return `cita-backup-${at.toISOString().replace(/:/g, "")}.gz`;
}

/** The instant in a backup's file name (or in a `.partial` left by an interrupted one); undefined for any other file. */
export function backupFileTime(fileName: string): Date | undefined {
  const match = FILE_NAME.exec(fileName);
  if (!match) return undefined;
  const [, date, hours, minutes, seconds, millis] = match;
  return new Date(`${date}T${hours}:${minutes}:${seconds}.${millis}Z`);
}

/** "12 bookings, 340 rows in 15 tables": what a backup holds, for the commands' output. */
export function describeContents(header: BackupHeader): string {
  const bookings = header.tables.find((table) => table.name === "appointments")?.rows ?? 0;
  const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
  return `${bookings} booking${bookings === 1 ? "" : "s"}, ${rows} rows in ${header.tables.length} tables`;
}

export function backupsDir(dataDir: string): string {
  return path.join(dataDir, "backups");
}

/** A backup's lines, each with its line break; the file's end must fall at the end of a line. */
async function* lines(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of source) {
    const buffer = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    let start = 0;
    for (let end = buffer.indexOf(10); end !== -1; end = buffer.indexOf(10, start)) {
      yield buffer.subarray(start, end + 1);
      start = end + 1;
    }
    rest = buffer.subarray(start);
  }
  if (rest.length > 0) throw new BackupFileError("the backup file ends in the middle of a line: it is truncated");
}

export interface BackupReader {
  header: BackupHeader;
  /** The next table's rows in chunks of whole lines, up to its `\.` line. */
  table(name: string): AsyncGenerator<Buffer>;
  /** Fails unless the file ends right after the last table. */
  end(): Promise<void>;
  close(): void;
}

const CHUNK_BYTES = 64 * 1024;

function readError(file: string, error: unknown): BackupFileError {
  if (error instanceof BackupFileError) return new BackupFileError(`${file}: ${error.message}`);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT") return new BackupFileError(`${file}: no such file`);
  if (code === "Z_DATA_ERROR" || code === "Z_BUF_ERROR") {
    return new BackupFileError(`${file} is damaged or truncated, or is not a Cita backup (${(error as Error).message})`);
  }
  return new BackupFileError(`${file}: ${(error as Error).message}`);
}

export async function openBackup(file: string): Promise<BackupReader> {
  const gunzip = zlib.createGunzip();
  const reading = pipeline(fs.createReadStream(file), gunzip);
  reading.catch(() => undefined);
  const source = lines(gunzip);
  const next = async () => {
    try {
      return await source.next();
    } catch (error) {
      throw readError(file, error);
    }
  };
  const close = () => gunzip.destroy();

  const first = await next().catch((error: unknown) => {
    close();
    throw error;
  });
  let header: BackupHeader | undefined;
  try {
    header = first.done ? undefined : (JSON.parse(first.value.toString("utf8")) as BackupHeader);
  } catch {
    // not JSON: not one of ours
  }
  if (header?.format !== BACKUP_FORMAT) {
    close();
    throw new BackupFileError(`${file} is not a Cita backup (its first line is not a ${BACKUP_FORMAT} header)`);
  }

  return {
    header,
    async *table(name) {
      let batch: Buffer[] = [];
      let size = 0;
      for (;;) {
        const line = await next();
        if (line.done) throw new BackupFileError(`${file} ends inside table ${name}: it is truncated`);
        if (line.value.equals(END_OF_TABLE)) break;
        batch.push(line.value);
        size += line.value.length;
        if (size >= CHUNK_BYTES) {
          yield Buffer.concat(batch);
          batch = [];
          size = 0;
        }
      }
      if (batch.length > 0) yield Buffer.concat(batch);
    },
    async end() {
      if (!(await next()).done) throw new BackupFileError(`${file} holds more than its header lists`);
    },
    close,
  };
}
