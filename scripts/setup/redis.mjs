// A throwaway redis-server on a free loopback port for the test run: no persistence, stopped when
// the run ends (also on Ctrl-C). Node built-ins only.
import { spawn } from "node:child_process";
import { createConnection, createServer } from "node:net";

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

function ping(port) {
  return new Promise((resolvePing) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    let reply = "";
    socket.setTimeout(500, () => socket.destroy());
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (chunk) => {
      reply += chunk.toString();
      if (reply.includes("\r\n")) socket.end();
    });
    socket.on("close", () => resolvePing(reply.startsWith("+PONG")));
    socket.on("error", () => resolvePing(false));
  });
}

/** Starts redis-server; resolves with its URL and a stop function, or rejects with a one-line reason. */
export async function startRedis() {
  const port = await freePort();
  const child = spawn("redis-server", ["--bind", "127.0.0.1", "--port", String(port), "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  let exited = false;
  child.once("exit", () => (exited = true));
  const stop = () => {
    if (!exited) child.kill("SIGTERM");
  };
  process.once("exit", stop);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (exited) throw new Error(`redis-server exited at start on port ${port}: ${stderr.trim().split("\n").pop() ?? "no output"}`);
    if (await ping(port)) return { url: `redis://127.0.0.1:${port}`, stop };
    await new Promise((wait) => setTimeout(wait, 100));
  }
  stop();
  throw new Error(`redis-server did not answer PING on 127.0.0.1:${port} within 10 s`);
}
