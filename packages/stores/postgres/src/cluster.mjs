// A throwaway PostgreSQL cluster: initdb into a temporary folder, `postgres` on a free loopback port
// (no TCP outside 127.0.0.1, its socket in the same folder), trust authentication, no fsync.
// PostgreSQL refuses to run as root, so as root both run as the `postgres` user (`runuser`).
// Plain JavaScript on Node built-ins only: scripts/setup/postgres.mjs imports this file before the
// workspace is installed or built, and src/testing.ts (the package's `./testing` export) wraps it.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The folder of initdb/postgres/pg_ctl: undefined when initdb is on PATH, else Debian's newest /usr/lib/postgresql/<version>/bin, null when there is none. */
export function findPostgresBinaries() {
  if (spawnSync("sh", ["-c", "command -v initdb"], { stdio: "ignore" }).status === 0) return undefined;
  const root = "/usr/lib/postgresql";
  const version = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  return version ? join(root, version, "bin") : null;
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolvePort(address.port) : reject(new Error("no port"))));
    });
  });
}

function listening(port) {
  return new Promise((resolveOpen) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.setTimeout(500, () => socket.destroy());
    socket.on("connect", () => {
      socket.end();
      resolveOpen(true);
    });
    socket.on("error", () => resolveOpen(false));
    socket.on("timeout", () => resolveOpen(false));
  });
}

/**
 * Starts a cluster; resolves once it accepts connections, or rejects with a one-line reason (the
 * folder removed). Until `stop`, the process's exit stops the server and removes its folder.
 */
export async function startPostgresCluster(options = {}) {
  const bin = findPostgresBinaries();
  if (bin === null) throw new Error("PostgreSQL is not installed (no initdb on PATH, no /usr/lib/postgresql): apt-get install postgresql");
  const startTimeoutMs = options.startTimeoutMs ?? 30_000;
  const tool = (name) => (bin ? join(bin, name) : name);
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const folder = mkdtempSync(join(tmpdir(), "mp-postgres-"));
  const data = join(folder, "data");
  const command = (args) => (asRoot ? ["runuser", ["-u", "postgres", "--", ...args]] : [args[0], args.slice(1)]);
  if (asRoot) {
    const user = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const group = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    if (user.status !== 0) {
      rmSync(folder, { recursive: true, force: true });
      throw new Error("PostgreSQL cannot run as root and there is no postgres user to run it as: apt-get install postgresql creates one");
    }
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
  let child;
  let exited = false;
  let exit = Promise.resolve();
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
    child.stderr.on("data", (chunk) => (stderr += chunk.toString()));
    exited = false;
    exit = new Promise((resolveExit) => child.once("exit", () => resolveExit()));
    void exit.then(() => (exited = true));
  };
  /** pg_ctl's fast shutdown, waited for synchronously (an exit hook cannot wait for anything else). */
  const pgCtlStop = () => {
    const [stopCommand, stopArgs] = command([tool("pg_ctl"), "stop", "-D", data, "-m", "fast", "-w", "-t", "10"]);
    return spawnSync(stopCommand, stopArgs, { stdio: "ignore" }).status === 0;
  };
  const stopAtExit = () => {
    if (!exited && !pgCtlStop()) child.kill("SIGKILL");
    rmSync(folder, { recursive: true, force: true });
  };
  const stopServer = async () => {
    if (!exited) pgCtlStop();
    await Promise.race([exit, new Promise((resolveWait) => setTimeout(resolveWait, 10_000))]);
    if (!exited) child.kill("SIGKILL");
    await exit;
  };
  const stop = async () => {
    await stopServer();
    process.removeListener("exit", stopAtExit);
    rmSync(folder, { recursive: true, force: true });
  };
  const ready = async () => {
    const deadline = Date.now() + startTimeoutMs;
    for (;;) {
      if (exited) {
        const reason = stderr.trim().split("\n").pop() || "no output";
        await stop();
        throw new Error(`postgres exited at start on port ${port}: ${reason}`);
      }
      // The port opens once the server accepts connections; initdb already created the database. No
      // pg client here: this runs before install, and in other packages' tests whose vitest conditions
      // break pg's require of pg-pool (see this package's vitest.config.ts).
      if (await listening(port)) {
        const isReady = spawnSync(tool("pg_isready"), ["-q", "-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-d", "postgres"], {
          stdio: "ignore",
        });
        if (isReady.status === 0 || isReady.error) return;
      }
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`postgres did not accept connections on 127.0.0.1:${port} within ${startTimeoutMs} ms`);
      }
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
  };
  process.once("exit", stopAtExit);
  launch();
  await ready();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    stopAtExit,
    stopServer,
    async startAgain() {
      if (!exited) return;
      launch();
      await ready();
    },
  };
}
