// A throwaway PostgreSQL cluster on a free loopback port for the test run: initdb into a temporary
// folder, no fsync, trust authentication on 127.0.0.1 only; stopped and removed when the run ends
// (also on Ctrl-C). PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
// Node built-ins only (this runs before the workspace is installed); the tests' own fallback is
// `startTemporaryPostgres` in @modular-planner/store-postgres/testing.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The folder of initdb/postgres/pg_ctl: undefined when initdb is on PATH, else Debian's newest /usr/lib/postgresql/<version>/bin. */
export function postgresBinaries() {
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
      const { port } = server.address();
      server.close(() => resolvePort(port));
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
  });
}

/** Starts PostgreSQL; resolves with its URL and a stop function, or rejects with a one-line reason. */
export async function startPostgres() {
  const bin = postgresBinaries();
  if (bin === null) throw new Error("no initdb on PATH or under /usr/lib/postgresql: install the Debian package postgresql");
  const tool = (name) => (bin ? join(bin, name) : name);
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const folder = mkdtempSync(join(tmpdir(), "mp-postgres-"));
  const data = join(folder, "data");
  const command = (args) => (asRoot ? ["runuser", ["-u", "postgres", "--", ...args]] : [args[0], args.slice(1)]);
  if (asRoot) {
    const uid = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    if (uid.status !== 0) throw new Error("PostgreSQL cannot run as root and there is no postgres user (the Debian package postgresql creates it)");
    chownSync(folder, Number(uid.stdout.trim()), Number(gid.stdout.trim()));
    chmodSync(folder, 0o700);
  }
  const [initBin, initArgs] = command([tool("initdb"), "-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  const init = spawnSync(initBin, initArgs, { encoding: "utf8" });
  if (init.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`initdb failed: ${(init.stderr || init.stdout || String(init.error)).trim().split("\n").pop()}`);
  }
  const port = await freePort();
  const [serverBin, serverArgs] = command([
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
  const child = spawn(serverBin, serverArgs, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  let exited = false;
  child.once("exit", () => (exited = true));
  const stop = () => {
    if (!exited) {
      const [stopBin, stopArgs] = command([tool("pg_ctl"), "stop", "-D", data, "-m", "fast", "-w", "-t", "10"]);
      if (spawnSync(stopBin, stopArgs, { stdio: "ignore" }).status !== 0) child.kill("SIGKILL");
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.once("exit", stop);
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (exited) {
      stop();
      throw new Error(`postgres exited at start on port ${port}: ${stderr.trim().split("\n").pop() ?? "no output"}`);
    }
    // The port opens once the server accepts connections; initdb already created the database.
    if (await listening(port)) {
      const ready = spawnSync(tool("pg_isready"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-d", "postgres"], { stdio: "ignore" });
      if (ready.status === 0 || ready.error) return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  stop();
  throw new Error(`postgres did not accept connections on 127.0.0.1:${port} within 30 s`);
}
