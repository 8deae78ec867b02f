/** @jest-environment node */
// The folder both disk copies live in (server/bounded-folder.ts) on a real folder: within its bound,
// the least recently read deleted first, whatever a previous process left; and the page cache's disk
// tier through it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { boundedFolder } from "@/server/bounded-folder";
import { diskTier } from "@/server/page-cache/disk-tier";

const KB = 1024;
let root = "";

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "bounded-folder-"));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** The bytes of the finished files under a folder (and its subfolders). */
function bytesIn(folder: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".bin")) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

test("stays within its bound, deleting the least recently read first", async () => {
  const folder = boundedFolder(root, 1024 * KB, "test");
  for (let page = 0; page < 15; page += 1) {
    await folder.write(`/post/${100 + page}`, Buffer.alloc(100 * KB, page));
    // Read after every write: the first page stays in use.
    expect(await folder.read("/post/100")).toBeDefined();
    await folder.idle();
    expect(bytesIn(root).bytes).toBeLessThanOrEqual(1024 * KB);
  }
  expect(bytesIn(root).files).toBeGreaterThanOrEqual(8);
  expect((await folder.read("/post/100"))?.equals(Buffer.alloc(100 * KB, 0))).toBe(true);
  expect((await folder.read("/post/114"))?.equals(Buffer.alloc(100 * KB, 14))).toBe(true);
  expect(await folder.read("/post/101")).toBeUndefined();
  await folder.idle();
});

test("writes nothing larger than its whole bound, and removes a key's file", async () => {
  const folder = boundedFolder(root, 64 * KB, "test");
  await folder.write("/huge", Buffer.alloc(65 * KB));
  await folder.write("/small", Buffer.from("small"));
  expect(await folder.read("/huge")).toBeUndefined();
  expect((await folder.read("/small"))?.toString()).toBe("small");
  await folder.remove("/small");
  expect(await folder.read("/small")).toBeUndefined();
  await folder.idle();
});

test("of two processes creating one key at once, one wins and the other's bytes are not written", async () => {
  const [one, two] = [boundedFolder(root, 4096 * KB, "one"), boundedFolder(root, 4096 * KB, "two")];
  for (let round = 0; round < 20; round += 1) {
    const key = `/post/${round}`;
    const created = await Promise.all([one.create(key, Buffer.from(`one ${round}`)), two.create(key, Buffer.from(`two ${round}`))]);
    expect(created.filter(Boolean)).toHaveLength(1);
    expect((await one.read(key))?.toString()).toBe(created[0] ? `one ${round}` : `two ${round}`);
  }
  // No temporary file is left behind.
  expect(fs.readdirSync(root).every((name) => name.endsWith(".bin"))).toBe(true);
  await Promise.all([one.idle(), two.idle()]);
});

test("a new process trims what the previous one left to a bound lowered since, and deletes its unfinished writes", async () => {
  const before = boundedFolder(root, 4096 * KB, "test");
  for (let page = 0; page < 10; page += 1) await before.write(`/post/${page}`, Buffer.alloc(100 * KB));
  await before.idle();
  const unfinished = path.join(root, "abc.bin.123.xyz");
  fs.writeFileSync(unfinished, "half");
  const longAgo = new Date(Date.now() - 120_000);
  fs.utimesSync(unfinished, longAgo, longAgo);

  const after = boundedFolder(root, 500 * KB, "test");
  await after.idle();
  expect(bytesIn(root).bytes).toBeLessThanOrEqual(500 * KB);
  expect(fs.existsSync(unfinished)).toBe(false);
});

test("the page cache's disk tier keeps its entries within PAGE_CACHE_DISK_MB, the tag clock beside them", async () => {
  const tier = diskTier(root, "deployment-1", 1024 * KB, () => {});
  for (let page = 0; page < 30; page += 1) {
    await tier.write(`/post/${page}`, Buffer.alloc(100 * KB, page), 3600);
    expect(await tier.read("/post/0")).toBeDefined();
  }
  await tier.revalidate({ "post:1": Date.now() });
  // The deleting runs behind the writes.
  const deadline = Date.now() + 5000;
  while (bytesIn(root).bytes > 1024 * KB && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(bytesIn(root).bytes).toBeLessThanOrEqual(1024 * KB);
  expect((await tier.read("/post/0"))?.equals(Buffer.alloc(100 * KB, 0))).toBe(true);
  expect((await tier.read("/post/29"))?.equals(Buffer.alloc(100 * KB, 29))).toBe(true);
  expect(await tier.read("/post/1")).toBeUndefined();
  expect(fs.existsSync(path.join(root, "deployment-1", "tags.json"))).toBe(true);
});
