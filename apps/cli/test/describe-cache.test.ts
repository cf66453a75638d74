import { mkdtempSync } from "node:fs";
import { rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { describeDataset } from "../src/pipeline.js";

const folder = mkdtempSync(join(tmpdir(), "mp-describe-cache-"));
afterAll(() => rm(folder, { recursive: true, force: true }));

const columnsOf = async (path: string) => {
  const { dataset, tools } = await describeDataset(path, join(folder, "out"));
  tools.close();
  return dataset.columns.map((column) => column.name);
};

describe("describeDataset's schema cache", () => {
  it("reads a file's schema once per path, size and mtime", async () => {
    const file = join(folder, "table.csv");
    const mtime = new Date("2026-01-01T00:00:00Z");
    await writeFile(file, "region,revenue\nNorth,1\nSouth,2\n");
    await utimes(file, mtime, mtime);
    expect(await columnsOf(file)).toEqual(["region", "revenue"]);
    // Same size and mtime, other header: the cached schema is what comes back (the file was not read again).
    await writeFile(file, "market,revenue\nNorth,1\nSouth,2\n");
    await utimes(file, mtime, mtime);
    expect(await columnsOf(file)).toEqual(["region", "revenue"]);
    // A changed mtime is a changed file.
    await utimes(file, mtime, new Date(mtime.getTime() + 5000));
    expect(await columnsOf(file)).toEqual(["market", "revenue"]);
    // So is a changed size, whatever the mtime.
    await writeFile(file, "zone,units\nNorth,10\nSouth,20\n");
    await utimes(file, mtime, new Date(mtime.getTime() + 5000));
    expect(await columnsOf(file)).toEqual(["zone", "units"]);
  });

  it("writes nothing: planning makes no output folder", async () => {
    const file = join(folder, "other.csv");
    await writeFile(file, "region,revenue\nNorth,1\n");
    await columnsOf(file);
    await expect(stat(join(folder, "out"))).rejects.toThrow(/ENOENT/);
  });
});
