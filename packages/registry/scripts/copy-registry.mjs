// Copies the repository's registry/ into dist/registry so the published package embeds its defaults.
import { cpSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const source = fileURLToPath(new URL("../../../registry", import.meta.url));
const target = fileURLToPath(new URL("../dist/registry", import.meta.url));
rmSync(target, { recursive: true, force: true });
cpSync(source, target, { recursive: true });
