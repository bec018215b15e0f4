/**
 * The account the embedded PostgreSQL server runs as, and how its programs are started under it.
 *
 * PostgreSQL refuses to run as root, so under root it runs as the `postgres` system user (or as
 * `nobody` where there is none: the app creates no account). That user may be unable to pass through a
 * folder on the way to the cluster: a home folder, or a `mktemp -d` folder, is mode 700. The app never changes the permissions of folders it does not
 * own, so the server is then started with one capability, CAP_DAC_READ_SEARCH: it passes through
 * folders and reads files as root may, and still writes only where the `postgres` user may (its own
 * cluster folder). Only root and the `postgres` user can reach its unix socket. (Its programs are
 * another matter: see server-programs.ts.)
 */
import { execFile, spawn, type SpawnOptions } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** util-linux's setpriv: switches the account, grants the capability, and sets the parent-death signal. */
const SETPRIV = "/usr/bin/setpriv";
const PASS_THROUGH_CAPABILITY = "dac_read_search";

export interface ServerAccount {
  uid: number;
  gid: number;
  /** The `postgres` user cannot pass through a folder on the way, so the server gets CAP_DAC_READ_SEARCH. */
  passThrough: boolean;
}

/** The embedded server cannot run here; the message says why and what to do instead. */
export class ServerCannotStartError extends Error {}

/**
 * The account's ids: the `postgres` user's where the system has one (from /etc/passwd, else from `id`, a
 * directory service), else `nobody`'s, which every Linux system has. The app never creates an account:
 * adding a user would change the system outside the project.
 */
async function serverUser(): Promise<{ uid: number; gid: number }> {
  const passwd = fs.readFileSync("/etc/passwd", "utf8").split("\n");
  for (const name of ["postgres", "nobody"]) {
    const entry = passwd.find((line) => line.startsWith(`${name}:`));
    if (entry) {
      const [, , uid, gid] = entry.split(":");
      return { uid: Number(uid), gid: Number(gid) };
    }
    try {
      const [uid, gid] = await Promise.all([run("id", ["-u", name]), run("id", ["-g", name])]);
      return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
    } catch {
      // no such user in the directory service either: try the next
    }
  }
  throw new ServerCannotStartError(
    "The embedded PostgreSQL server cannot start: as root it must run as another account, and this system has neither a postgres nor a nobody user; " +
      "run Cita as a user other than root, or set DATABASE_URL to a PostgreSQL server.",
  );
}

export interface Launch {
  command: string;
  args: string[];
  options: SpawnOptions;
}

/**
 * How to run `command` as `account` (as this process when undefined). With `stopWithParent` the program
 * gets SIGINT (PostgreSQL's fast shutdown) if this process dies without stopping it, on Linux.
 */
export function launchAs(account: ServerAccount | undefined, command: string, args: string[], stopWithParent = false): Launch {
  const setpriv = process.platform === "linux" && fs.existsSync(SETPRIV);
  if (!setpriv || (!account && !stopWithParent)) return { command, args, options: account ? { uid: account.uid, gid: account.gid } : {} };
  const switchAccount = account ? [`--reuid=${account.uid}`, `--regid=${account.gid}`, "--init-groups"] : [];
  const capability = account?.passThrough ? [`--inh-caps=+${PASS_THROUGH_CAPABILITY}`, `--ambient-caps=+${PASS_THROUGH_CAPABILITY}`] : [];
  const parentDeath = stopWithParent ? ["--pdeathsig", "INT"] : [];
  return { command: SETPRIV, args: [...switchAccount, ...capability, ...parentDeath, "--", command, ...args], options: {} };
}

/**
 * Which of `paths` `account` can reach, in one child process: it `stat`s each path as that account, a
 * folder's own `.` included, so that passing into the folder counts too. (`test -x` would not do:
 * access(2) leaves capabilities out.)
 */
export function reachable(account: ServerAccount, paths: string[]): Promise<boolean[]> {
  const targets = paths.map((target) => (fs.statSync(target, { throwIfNoEntry: false })?.isDirectory() ? `${target}/.` : target));
  const script = 'for target; do if stat -- "$target" >/dev/null 2>&1; then echo yes; else echo no; fi; done';
  const { command, args, options } = launchAs(account, "/bin/sh", ["-c", script, "sh", ...targets]);
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "ignore"] });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", () => resolve(paths.map(() => false)));
    child.once("close", () => {
      const answers = output.split("\n");
      resolve(paths.map((_, index) => answers[index] === "yes"));
    });
  });
}

export async function canReach(account: ServerAccount, paths: string[]): Promise<boolean> {
  return (await reachable(account, paths)).every(Boolean);
}

/** The nearest folder above `target` that other users may not pass through, for the message. */
function closedFolderAbove(target: string): string | undefined {
  for (let current = path.dirname(target); ; current = path.dirname(current)) {
    try {
      if ((fs.statSync(current).mode & 0o001) === 0) return current;
    } catch {
      // not there, or not readable: look further up
    }
    if (path.dirname(current) === current) return undefined;
  }
}

/**
 * The account the server runs as: undefined (this process's own) unless this process is root. `folder`
 * holds the cluster: the server must be able to enter it. `programs` are the server's programs as
 * installed: whether the account reaches them is told in `reachesPrograms`.
 */
export async function serverAccount(folder: string, programs: string[] = []): Promise<(ServerAccount & { reachesPrograms: boolean }) | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const user = await serverUser();
  const [reachesFolder, ...reachesEach] = await reachable({ ...user, passThrough: false }, [folder, ...programs]);
  const reachesPrograms = reachesEach.every(Boolean);
  if (reachesFolder) return { ...user, passThrough: false, reachesPrograms };
  const withCapability = { ...user, passThrough: true };
  if (launchAs(withCapability, "stat", []).command === SETPRIV && (await canReach(withCapability, [folder]))) return { ...withCapability, reachesPrograms };
  const closed = closedFolderAbove(folder);
  throw new ServerCannotStartError(
    `The embedded PostgreSQL server cannot start: as root it runs as the postgres user, who cannot reach ${folder}` +
      (closed ? ` (${closed} is closed to other users)` : "") +
      ` and may not be given the capability to pass through (CAP_DAC_READ_SEARCH, with ${SETPRIV}); ` +
      "run Cita as a user other than root, keep DATA_DIR under folders other users may pass through, or set DATABASE_URL to a PostgreSQL server.",
  );
}
