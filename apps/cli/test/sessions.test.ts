import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sessionStoreSuite } from "@modular-planner/router/testing";
import { describe, expect, it } from "vitest";
import { createFileSessionStore } from "../src/sessions.js";

sessionStoreSuite("file (CLI --session)", async () => createFileSessionStore(mkdtempSync(join(tmpdir(), "mp-sessions-"))));

describe("file session store", () => {
  it("refuses a session id that could leave its folder", async () => {
    const store = createFileSessionStore(mkdtempSync(join(tmpdir(), "mp-sessions-")));
    await expect(store.load("../etc/passwd")).rejects.toThrow(/Invalid session id "\.\.\/etc\/passwd"/);
  });
});
