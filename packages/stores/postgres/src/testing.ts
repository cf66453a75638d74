import { spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface TemporaryPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication, loopback only). */
  url: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
  /** Stops the server (fast shutdown) and keeps its data folder, as a restart does: `startAgain` brings it back on the same port. */
  stopServer(): Promise<void>;
  /** Starts the server stopped by `stopServer` again, with its data, on the same port; resolves once it accepts connections. */
  startAgain(): Promise<void>;
}

/** The folder of `initdb`/`pg_ctl`: on PATH, else the newest `/usr/lib/postgresql/<version>/bin` (Debian). */
export function postgresBinaries(): string | undefined {
  const onPath = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" });
  if (onPath.status === 0 && onPath.stdout.trim()) return undefined; // use PATH
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) throw new Error("PostgreSQL is not installed (no initdb on PATH, no /usr/lib/postgresql): apt-get install postgresql");
  const version = readdirSync(root)
    .filter((name) => existsSync(join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error("PostgreSQL is not installed (no initdb under /usr/lib/postgresql): apt-get install postgresql");
  return join(root, version, "bin");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.setTimeout(500, () => socket.destroy());
    socket.on("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
    socket.on("timeout", () => resolve(false));
  });
}

/**
 * Starts a throwaway PostgreSQL cluster for tests: `initdb` into a temporary folder, `postgres` on a
 * free loopback port (no TCP outside 127.0.0.1, its socket in the same folder), no fsync. PostgreSQL
 * refuses to run as root, so as root both run as the `postgres` user (`runuser`). Rejects with a
 * one-line reason when it cannot start.
 */
export async function startTemporaryPostgres(options: { startTimeoutMs?: number } = {}): Promise<TemporaryPostgres> {
  const bin = postgresBinaries();
  const tool = (name: string) => (bin ? join(bin, name) : name);
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const folder = mkdtempSync(join(tmpdir(), "mp-postgres-"));
  const data = join(folder, "data");
  const command = (args: string[]): [string, string[]] => (asRoot ? ["runuser", ["-u", "postgres", "--", ...args]] : [args[0]!, args.slice(1)]);
  if (asRoot) {
    const user = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const group = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    if (user.status !== 0) throw new Error("PostgreSQL cannot run as root and there is no postgres user to run it as: apt-get install postgresql creates one");
    chownSync(folder, Number(user.stdout.trim()), Number(group.stdout.trim()));
    chmodSync(folder, 0o700);
  }
  const [initCommand, initArgs] = command([tool("initdb"), "-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  const init = spawnSync(initCommand, initArgs, { encoding: "utf8" });
  if (init.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`initdb failed: ${(init.stderr || init.stdout || String(init.error)).trim().split("\n").pop()}`);
  }
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child: ReturnType<typeof spawn>;
  let exited = false;
  let exit: Promise<void> = Promise.resolve();
  let stderr = "";
  const launch = () => {
    const [serverCommand, serverArgs] = command([
      tool("postgres"),
      "-D",
      data,
      "-h",
      "127.0.0.1",
      "-p",
      String(port),
      "-k",
      folder,
      "-c",
      "fsync=off",
      "-c",
      "full_page_writes=off",
      "-c",
      "synchronous_commit=off",
      "-c",
      "max_connections=200",
    ]);
    child = spawn(serverCommand, serverArgs, { stdio: ["ignore", "ignore", "pipe"] });
    stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    exited = false;
    exit = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    void exit.then(() => (exited = true));
  };
  const kill = () => {
    // SIGINT is PostgreSQL's "fast shutdown"; runuser passes the signal on.
    if (!exited) child.kill("SIGINT");
  };
  const stopServer = async () => {
    if (!exited) {
      const [stopCommand, stopArgs] = command([tool("pg_ctl"), "stop", "-D", data, "-m", "fast", "-w", "-t", "10"]);
      spawnSync(stopCommand, stopArgs, { stdio: "ignore" });
    }
    await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (!exited) child.kill("SIGKILL");
    await exit;
  };
  const stop = async () => {
    await stopServer();
    process.removeListener("exit", kill);
    rmSync(folder, { recursive: true, force: true });
  };
  const ready = async () => {
    const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
    for (;;) {
      if (exited) {
        const reason = stderr.trim().split("\n").pop() ?? "no output";
        await stop();
        throw new Error(`postgres exited at start on port ${port}: ${reason}`);
      }
      // No pg client here: this module also loads in other packages' tests, whose vitest conditions
      // break pg's require of pg-pool (see this package's vitest.config.ts).
      if (
        (await listening(port)) &&
        spawnSync(tool("pg_isready"), ["-q", "-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-d", "postgres"]).status === 0
      )
        return;
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`postgres did not accept connections on 127.0.0.1:${port} within ${options.startTimeoutMs ?? 30_000} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  process.once("exit", kill);
  launch();
  await ready();
  return {
    url,
    stop,
    stopServer,
    async startAgain() {
      if (!exited) return;
      launch();
      await ready();
    },
  };
}
