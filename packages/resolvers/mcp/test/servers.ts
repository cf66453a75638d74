import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import type { McpServerConfigInput } from "../src/index.js";

type Stdio = Extract<McpServerConfigInput, { transport: "stdio" }>;

const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

export const everything = (): Stdio => ({ name: "everything", transport: "stdio", command: bin("mcp-server-everything"), args: ["stdio"] });
export const memory = (file: string): Stdio => ({ name: "memory", transport: "stdio", command: bin("mcp-server-memory"), env: { MEMORY_FILE_PATH: file } });
export const filesystem = (folder: string): Stdio => ({ name: "files", transport: "stdio", command: bin("mcp-server-filesystem"), args: [folder] });
export const flaky = (timeoutMs = 1_500): Stdio => ({
  name: "flaky",
  transport: "stdio",
  command: process.execPath,
  args: [fileURLToPath(new URL("./fixtures/flaky-server.mjs", import.meta.url))],
  timeoutMs,
  connectAttempts: 1,
});
export const everythingBin = () => bin("mcp-server-everything");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}
