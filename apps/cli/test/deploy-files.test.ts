// docker-compose.yml and deploy/Dockerfile are not run here (no Docker on the test machines): this
// checks them against the CLI instead, so a renamed flag, command, variable or setting breaks a test
// rather than the first deployment. docs/deployment.md says so.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { CliConfigSchema } from "../src/config.js";
import { queueUrlOf } from "../src/queue/redis.js";
import { serveToken } from "../src/serve-security.js";
import { cli } from "./cli.js";

const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
// merge: the services share the CLI settings through `<<: *cli`, as Docker Compose reads them.
const compose = parse(readFileSync(root("docker-compose.yml"), "utf8"), { merge: true }) as {
  services: Record<
    string,
    {
      command?: string[];
      environment?: Record<string, string>;
      volumes?: string[];
      deploy?: { replicas?: number };
      stop_grace_period?: string;
      build?: { dockerfile: string };
      working_dir?: string;
    }
  >;
};
const dockerfile = readFileSync(root("deploy/Dockerfile"), "utf8");
const deployment = readFileSync(root("docs/deployment.md"), "utf8");
const cliPackage = JSON.parse(readFileSync(root("apps/cli/package.json"), "utf8")) as { name: string; bin: Record<string, string>; engines: { node: string } };
const rootPackage = JSON.parse(readFileSync(root("package.json"), "utf8")) as { packageManager: string };

const cliServices = Object.entries(compose.services).filter(([, service]) => service.command?.[0] === "modular-planner");
const seconds = (duration: string) => {
  const match = /^(\d+)(ms|s|m)$/.exec(duration);
  if (!match) throw new Error(`unreadable duration ${duration}`);
  return Number(match[1]) * { ms: 0.001, s: 1, m: 60 }[match[2] as "ms" | "s" | "m"];
};

describe("docker-compose.yml and deploy/Dockerfile against the CLI", () => {
  it("has the services docs/deployment.md names: PostgreSQL, Redis with append-only persistence, one serve and two workers", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["postgres", "redis", "serve", "worker"]);
    expect(compose.services.redis!.command).toEqual(expect.arrayContaining(["--appendonly", "yes"]));
    expect(compose.services.worker!.deploy?.replicas).toBe(2);
    expect(compose.services.serve!.deploy?.replicas ?? 1).toBe(1);
    expect(deployment).toContain("starts PostgreSQL, Redis (with\nappend-only persistence), one `serve` and two workers (`deploy.replicas: 2`)");
    expect(cliServices.map(([name]) => name).sort()).toEqual(["serve", "worker"]);
  });

  it("every sub-command and flag the services run is in the CLI's --help", () => {
    const top = cli(["--help"]);
    expect(top.code).toBe(0);
    for (const [name, service] of cliServices) {
      const [, command, ...args] = service.command!;
      expect(top.stdout, `${name}: ${command}`).toMatch(new RegExp(`^\\s+${command}\\b`, "m"));
      const help = cli([command!, "--help"]);
      expect(help.code).toBe(0);
      for (const flag of args.filter((arg) => arg.startsWith("--")))
        expect(help.stdout, `${name}: ${command} ${flag}`).toMatch(new RegExp(`(^|[ ,])${flag}( |$)`, "m"));
    }
  });

  it("every MODULAR_PLANNER_* variable the services set is read by the CLI with that meaning", async () => {
    const variables = new Set(cliServices.flatMap(([, service]) => Object.keys(service.environment ?? {})));
    expect([...variables].sort()).toEqual(["MODULAR_PLANNER_QUEUE", "MODULAR_PLANNER_TOKEN"]);
    const environment = compose.services.serve!.environment!;
    expect(queueUrlOf(CliConfigSchema.parse({}), undefined, { MODULAR_PLANNER_QUEUE: environment.MODULAR_PLANNER_QUEUE })).toBe("redis://redis:6379");
    expect(await serveToken("0.0.0.0", "/nonexistent", { MODULAR_PLANNER_TOKEN: "a".repeat(48) })).toMatchObject({
      token: "a".repeat(48),
      source: "environment",
    });
    for (const variable of variables) expect(deployment).toContain(variable);
  });

  it("the mounted config passes the config schema, with the store on PostgreSQL and the data root the volume mounts", () => {
    const mounted = compose.services.serve!.volumes!.find((volume) => volume.endsWith(":/srv/modular-planner.config.json:ro"));
    expect(mounted).toBeDefined();
    const config = CliConfigSchema.parse(JSON.parse(readFileSync(root(mounted!.split(":")[0]!.replace(/^\.\//, "")), "utf8")));
    expect(config.store).toMatchObject({ kind: "postgres", url: "postgres://planner:planner@postgres:5432/planner" });
    expect(config.serve.dataRoots).toEqual(["/data"]);
    expect(compose.services.serve!.volumes).toContain("data:/data:ro");
    expect(compose.services.serve!.working_dir).toBe("/srv");
  });

  it("Docker's stop grace is longer than the workers' --grace-period, so a worker can hand its runs back", () => {
    const args = compose.services.worker!.command!;
    const grace = Number(args[args.indexOf("--grace-period") + 1] ?? CliConfigSchema.parse({}).queue.gracePeriodMs);
    expect(seconds(compose.services.worker!.stop_grace_period ?? "10s") * 1000).toBeGreaterThan(grace);
  });

  it("the Dockerfile builds the CLI package on a Node its engines accept and links the binary its package.json declares", () => {
    for (const [, service] of cliServices) expect(service.build?.dockerfile).toBe("deploy/Dockerfile");
    const node = /^FROM node:(\d+)/m.exec(dockerfile);
    expect(Number(node?.[1])).toBeGreaterThanOrEqual(Number(/>=(\d+)/.exec(cliPackage.engines.node)![1]));
    expect(dockerfile).toContain(`--filter=${cliPackage.name}`);
    expect(dockerfile).toContain("corepack enable");
    expect(rootPackage.packageManager).toMatch(/^pnpm@/);
    expect(dockerfile).toContain(`ln -s /repo/apps/cli/${cliPackage.bin["modular-planner"]!.replace(/^\.\//, "")} /usr/local/bin/modular-planner`);
  });
});
