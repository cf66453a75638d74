import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { constants, deflateRawSync, gzipSync } from "node:zlib";
import { encode } from "../src/dictionary.js";

/** A made-up dictionary in dictd format: entries `headword → text` (the text starting with its header line), its index sorted by byte order as dictfmt writes it. */
export function writeDictionary(dir: string, name: string, entries: Record<string, string>, format: "dictzip" | "gzip" | "plain" = "dictzip"): void {
  mkdirSync(dir, { recursive: true });
  let data = "";
  const lines: [string, string][] = [];
  for (const [headword, text] of Object.entries(entries)) {
    const entry = `${text}\n`;
    const offset = Buffer.byteLength(data, "utf8");
    data += entry;
    lines.push([headword, `${headword}\t${encode(offset)}\t${encode(Buffer.byteLength(entry, "utf8"))}`]);
  }
  lines.sort((a, b) => Buffer.compare(Buffer.from(a[0]), Buffer.from(b[0])));
  writeFileSync(join(dir, `${name}.index`), `${lines.map(([, line]) => line).join("\n")}\n`);
  const bytes = Buffer.from(data, "utf8");
  if (format === "plain") writeFileSync(join(dir, `${name}.dict`), bytes);
  else if (format === "gzip") writeFileSync(join(dir, `${name}.dict.dz`), gzipSync(bytes));
  else writeFileSync(join(dir, `${name}.dict.dz`), dictzip(bytes, 16));
}

/** A dictzip file: gzip whose extra field "RA" lists chunks of `size` bytes, each deflated on its own (flushed, so each inflates alone). */
function dictzip(bytes: Buffer, size: number): Buffer {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(deflateRawSync(bytes.subarray(at, at + size), { finishFlush: constants.Z_FULL_FLUSH }));
  const extra = Buffer.alloc(10 + 2 * chunks.length);
  extra.write("RA", 0, "latin1");
  extra.writeUInt16LE(6 + 2 * chunks.length, 2);
  extra.writeUInt16LE(1, 4);
  extra.writeUInt16LE(size, 6);
  extra.writeUInt16LE(chunks.length, 8);
  chunks.forEach((chunk, i) => extra.writeUInt16LE(chunk.length, 10 + 2 * i));
  const header = Buffer.from([0x1f, 0x8b, 8, 4, 0, 0, 0, 0, 0, 3, extra.length & 0xff, extra.length >> 8]);
  return Buffer.concat([header, extra, ...chunks]);
}

export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));
