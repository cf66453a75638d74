// The system packages `npm test` needs, checked by what is on disk and installed with apt when this
// process may (root, or passwordless sudo). Node built-ins only: this runs before any install.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { postgresBinaries } from "./postgres.mjs";

const multiarch = () => {
  const out = spawnSync("gcc", ["-print-multiarch"], { encoding: "utf8" });
  return out.status === 0 && out.stdout.trim() ? out.stdout.trim() : `${process.arch === "arm64" ? "aarch64" : "x86_64"}-linux-gnu`;
};
const onPath = (command) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

/** What the test suites use, why, and how to tell whether it is here. */
export const SYSTEM_REQUIREMENTS = [
  {
    apt: "chromium",
    why: "the report page is checked in headless Chromium (apps/cli serve.int.test.ts)",
    present: () => ["/usr/bin/chromium", "/usr/bin/chromium-browser"].some(existsSync),
  },
  { apt: "redis-server", why: "@modular-planner/store-redis tests (a server is started on a free loopback port)", present: () => onPath("redis-server") },
  {
    apt: "postgresql",
    why: "@modular-planner/store-postgres tests (a throwaway cluster is started on a free loopback port)",
    present: () => postgresBinaries() !== null,
  },
  {
    apt: "libfaiss-dev",
    why: "faiss-node is built against the system faiss (@modular-planner/index-faiss)",
    present: () => existsSync(`/usr/lib/${multiarch()}/libfaiss.a`) || existsSync("/usr/lib/libfaiss.a"),
  },
  {
    apt: "libopenblas-dev",
    why: "faiss links against OpenBLAS",
    present: () => existsSync(`/usr/lib/${multiarch()}/libopenblas.so`) || existsSync(`/usr/lib/${multiarch()}/openblas-pthread/libopenblas.so`),
  },
  { apt: "g++", why: "native builds (better-sqlite3, faiss-node)", present: () => onPath("g++") },
  { apt: "make", why: "native builds (node-gyp)", present: () => onPath("make") },
  { apt: "python3", why: "native builds (node-gyp)", present: () => onPath("python3") },
];

function privilege() {
  if (typeof process.getuid === "function" && process.getuid() === 0) return [];
  if (onPath("sudo") && spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0) return ["sudo"];
  return undefined;
}

/**
 * Installs what is missing, or returns the one line that says what is missing and how to install it.
 * `options` (for tests): `log`, `hasApt()`, and `privilege()` (the command prefix, `[]` as root,
 * `["sudo"]`, or undefined when this process may not install).
 * @returns {{ ok: true, installed: string[] } | { ok: false, message: string }}
 */
export function ensureSystemPackages(requirements = SYSTEM_REQUIREMENTS, options = {}) {
  const { log = console.error, hasApt = () => process.platform === "linux" && onPath("apt-get"), privilege: allowed = privilege } = options;
  const missing = requirements.filter((requirement) => !requirement.present());
  if (missing.length === 0) return { ok: true, installed: [] };
  const names = missing.map((requirement) => requirement.apt);
  const command = `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${names.join(" ")}`;
  if (!hasApt()) {
    return {
      ok: false,
      message: `npm test needs ${names.join(", ")} (${missing.map((r) => r.why).join("; ")}), and this machine has no apt-get to install them: install them with its package manager, then run npm test again.`,
    };
  }
  const prefix = allowed();
  if (!prefix)
    return {
      ok: false,
      message: `npm test needs ${names.join(", ")}, and may not install them (not root, no passwordless sudo): run \`${command}\`, then npm test again.`,
    };
  log(`setup: installing ${names.join(", ")} with apt-get (${missing.map((r) => `${r.apt}: ${r.why}`).join("; ")})`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const apt = (args) => {
    const [bin, ...rest] = [...prefix, "apt-get", ...args];
    return spawnSync(bin, rest, { stdio: ["ignore", "inherit", "inherit"], env }).status === 0;
  };
  if (!apt(["update", "-qq"])) log("setup: apt-get update failed; trying the install with the package lists this machine has");
  if (!apt(["install", "-y", "-qq", "--no-install-recommends", ...names])) {
    return { ok: false, message: `npm test could not install ${names.join(", ")} with apt-get (see above): run \`${command}\`, then npm test again.` };
  }
  const still = missing.filter((requirement) => !requirement.present()).map((requirement) => requirement.apt);
  if (still.length > 0) return { ok: false, message: `apt-get ran, but ${still.join(", ")} is still missing: run \`${command}\` and check its output.` };
  return { ok: true, installed: names };
}
