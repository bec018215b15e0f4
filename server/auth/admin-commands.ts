import { ZodError } from "zod";
import type { Db } from "../infra/db/database";
import { AppError, messageFromZodError } from "../infra/http/errors";
import { createAdminAccount, findUserByUsername, setPassword } from "./accounts";
import { generatePassword, newPasswordSchema } from "./passwords";

export const USAGE = `Usage:
  npm run admin -- create <username> [--superadmin]
  npm run admin -- reset-password <username>

The password comes from CITA_ADMIN_PASSWORD when set, else it is asked for on a terminal, else a random
one is generated and printed once.`;

export interface CliIO {
  env: NodeJS.ProcessEnv;
  /** Asks for a hidden line on the terminal; absent when stdin is not a terminal. */
  askHidden?: (question: string) => Promise<string>;
  print(line: string): void;
  printError(line: string): void;
}

/** Where a new password comes from, in order: the environment, the terminal, or the generator. */
async function choosePassword(io: CliIO): Promise<{ password: string; generated: boolean }> {
  const fromEnv = io.env.CITA_ADMIN_PASSWORD;
  if (fromEnv) return { password: newPasswordSchema.parse(fromEnv), generated: false };
  if (io.askHidden) {
    const password = newPasswordSchema.parse(await io.askHidden("New password: "));
    if ((await io.askHidden("Repeat it: ")) !== password) throw new AppError("BAD_REQUEST", "The passwords differ");
    return { password, generated: false };
  }
  return { password: generatePassword(), generated: true };
}

function printGenerated(io: CliIO, username: string, password: string): void {
  io.print(`Password for "${username}": ${password}`);
  io.print("It is shown only this once.");
}

/** Runs one `npm run admin` command against the database; answers the process exit code. */
export async function runAdminCommand(db: Db, args: string[], io: CliIO): Promise<number> {
  const [command, username, ...flags] = args;
  const unknownFlags = flags.filter((flag) => flag !== "--superadmin");
  const valid =
    username !== undefined &&
    unknownFlags.length === 0 &&
    (command === "create" || (command === "reset-password" && flags.length === 0));
  if (!valid) {
    io.printError(USAGE);
    return 2;
  }

  try {
    if (command === "create") {
      const { password, generated } = await choosePassword(io);
      const level = flags.includes("--superadmin") ? "superadmin" : "admin";
      const user = await createAdminAccount(db, { username, password, level });
      io.print(`Created ${level} "${user.username}".`);
      if (generated) printGenerated(io, user.username ?? username, password);
      return 0;
    }
    const user = await findUserByUsername(db, username);
    if (!user) throw new AppError("NOT_FOUND", `No user named "${username}"`);
    const { password, generated } = await choosePassword(io);
    await setPassword(db, user, password);
    io.print(`Changed the password of "${user.username}" and signed out their sessions.`);
    if (generated) printGenerated(io, user.username ?? username, password);
    return 0;
  } catch (error) {
    if (error instanceof AppError) io.printError(error.message);
    else if (error instanceof ZodError) io.printError(messageFromZodError(error));
    else throw error;
    return 1;
  }
}
