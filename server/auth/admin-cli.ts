// `npm run admin -- create <username> [--superadmin]` and `npm run admin -- reset-password <username>`:
// manage admin accounts on the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
import { runMigrations } from "../infra/db/migrate";
import { openDatabaseFromEnv } from "../infra/db/open-from-env";
import { loadEnv } from "../infra/env";
import { AppError } from "../infra/http/errors";
import { runAdminCommand } from "./admin-commands";

/** Reads one line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolve, reject) => {
    let line = "";
    const finish = (outcome: () => void) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write("\n");
      outcome();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish(() => resolve(line));
        if (char === "\u0003" || char === "\u0004") return finish(() => reject(new AppError("BAD_REQUEST", "Cancelled")));
        if (char === "\u007f" || char === "\b") line = line.slice(0, -1);
        else line += char;
      }
    };
    stdin.on("data", onData);
  });
}

const database = await openDatabaseFromEnv(loadEnv());
try {
  await runMigrations(database.pool);
  process.exitCode = await runAdminCommand(database.db, process.argv.slice(2), {
    env: process.env,
    askHidden: process.stdin.isTTY ? askHidden : undefined,
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
  });
} finally {
  await database.close();
}
