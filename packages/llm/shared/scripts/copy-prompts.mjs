// Copies the repository's templates/prompts into dist/prompts so the published package embeds its defaults.
import { cpSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const source = fileURLToPath(new URL("../../../../templates/prompts", import.meta.url));
const target = fileURLToPath(new URL("../dist/prompts", import.meta.url));
rmSync(target, { recursive: true, force: true });
cpSync(source, target, { recursive: true });
