import pino, { type Logger } from "pino";
import pretty from "pino-pretty";

export type { Logger };

export interface LoggerOptions {
  /** Human-readable lines (a terminal) instead of JSON lines (a log collector). */
  pretty?: boolean;
}

export function createLogger(level: string = process.env.LOG_LEVEL ?? "info", options: LoggerOptions = {}): Logger {
  const settings = {
    level,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"], remove: true },
  };
  if (!options.pretty) return pino(settings);
  // In the same thread: a transport would start a worker thread and its own copy of the modules.
  return pino(settings, pretty({ sync: true, translateTime: "HH:MM:ss", ignore: "pid,hostname" }));
}

/** The first admin's credentials, framed so they stand out from the log lines around them. */
export function credentialsNotice(credentials: { username: string; password: string }, signInUrl: string): string {
  const lines = [
    "First admin account created; the password is shown only this once:",
    "",
    `  username: ${credentials.username}`,
    `  password: ${credentials.password}`,
    "",
    `Sign in at ${signInUrl}`,
    `Change it with: npm run admin -- reset-password ${credentials.username}`,
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = "─".repeat(width + 2);
  return [`┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`].join("\n");
}
