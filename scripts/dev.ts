// `npm run dev`: the API server restarting on change (PORT, default 5000) and Vite with hot reload in front of it.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

const children: ChildProcess[] = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "server/index.ts"], { cwd: root, stdio: "inherit" }),
  spawn(bin("vite"), ["--host"], { cwd: root, stdio: "inherit" }),
];

function stopAll(): void {
  for (const child of children) child.kill("SIGTERM");
}
for (const child of children) child.on("exit", (code) => {
  stopAll();
  process.exitCode = code ?? 0;
});
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
