import { z } from "zod";

const common = {
  /** Short name used to qualify tool names (`memory.create_entities`). */
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*$/, "expected a server name of letters, digits, _ or -"),
  /** Only these tools are registered (names as the server gives them). */
  allowTools: z.array(z.string()).optional(),
  /** These tools are never registered. Deny wins over allow. */
  denyTools: z.array(z.string()).default([]),
  /** Per-call timeout. */
  timeoutMs: z.number().int().positive().default(30_000),
  /** Time allowed to start and initialise the server (separate from per-call timeouts). */
  connectTimeoutMs: z.number().int().positive().default(30_000),
  /** Connection attempts before giving up (with exponential backoff). */
  connectAttempts: z.number().int().positive().default(3),
};

export const McpServerConfigSchema = z.discriminatedUnion("transport", [
  z
    .object({
      ...common,
      transport: z.literal("stdio"),
      command: z.string().min(1),
      args: z.array(z.string()).default([]),
      env: z.record(z.string(), z.string()).default({}),
      cwd: z.string().optional(),
    })
    .strict(),
  z
    .object({
      ...common,
      transport: z.literal("http"),
      url: z.string().url(),
      headers: z.record(z.string(), z.string()).default({}),
    })
    .strict(),
]);
export type McpServerConfig = z.infer<typeof McpServerConfigSchema>;
export type McpServerConfigInput = z.input<typeof McpServerConfigSchema>;

/** The identity that keys the discovery cache: what is started or called, not its display name. */
export function serverIdentity(config: McpServerConfig): string {
  return config.transport === "stdio" ? `stdio:${config.command} ${config.args.join(" ")}` : `http:${config.url}`;
}
