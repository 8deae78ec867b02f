/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { LocalDiskStorage } from "@/lib/storage/local-disk";
import type { StoredFile } from "@/lib/storage/types";

let root: string;
let uploads: string;
let storage: LocalDiskStorage;

const text = async (file: StoredFile | undefined) =>
  file ? Buffer.from(await new Response(file.body).arrayBuffer()).toString() : undefined;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "bp-uploads-"));
  uploads = path.join(root, "uploads");
  fs.mkdirSync(uploads);
  fs.writeFileSync(path.join(uploads, "chart.svg"), "<svg/>");
  fs.writeFileSync(path.join(uploads, "photo.PNG"), Buffer.from([0x89, 0x50]));
  fs.writeFileSync(path.join(uploads, "notes.txt"), "secret");
  fs.writeFileSync(path.join(uploads, "a.constructor"), "secret");
  fs.writeFileSync(path.join(root, "secret.svg"), "<svg>outside</svg>");
  fs.mkdirSync(path.join(uploads, "folder.svg"));
  storage = new LocalDiskStorage(uploads);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test("serves images with their content type, size and time", async () => {
  const svg = await storage.get("chart.svg");
  expect(svg).toMatchObject({ contentType: "image/svg+xml", size: 6 });
  expect(Number.isNaN(svg?.modifiedAt.getTime())).toBe(false);
  expect(await text(svg)).toBe("<svg/>");
  expect((await storage.get("photo.PNG"))?.contentType).toBe("image/png");
});

test.each([
  "../secret.svg",
  "..%2Fsecret.svg",
  "/etc/passwd",
  ".hidden.svg",
  "a/b.svg",
  "a\\b.svg",
  "notes.txt",
  "a.constructor",
  "missing.svg",
  "folder.svg",
  "",
  "x".repeat(300) + ".svg",
])("refuses %j", async (name) => {
  expect(await storage.get(name)).toBeUndefined();
  expect(await storage.exists(name)).toBe(false);
});

test("puts bytes and streams, replaces, and deletes; nothing half written is left behind", async () => {
  await storage.put("new.webp", Buffer.from("first"), "image/webp");
  expect(await text(await storage.get("new.webp"))).toBe("first");
  await storage.put("new.webp", Readable.from([Buffer.from("sec"), Buffer.from("ond")]), "image/webp");
  expect(await text(await storage.get("new.webp"))).toBe("second");
  expect(await storage.exists("new.webp")).toBe(true);
  expect(fs.readdirSync(uploads).filter((name) => name.startsWith("."))).toEqual([]);
  await storage.delete("new.webp");
  await storage.delete("new.webp");
  expect(await storage.exists("new.webp")).toBe(false);
});

test("refuses to write a name outside the rules or under another type", async () => {
  await expect(storage.put("../escape.png", Buffer.from("x"), "image/png")).rejects.toThrow(/Refusing/);
  await expect(storage.put("script.html", Buffer.from("x"), "text/html")).rejects.toThrow(/Refusing/);
  await expect(storage.put("photo.png", Buffer.from("x"), "image/jpeg")).rejects.toThrow(/Refusing/);
  await storage.delete("../secret.svg");
  expect(fs.existsSync(path.join(root, "secret.svg"))).toBe(true);
});

test("a store that does not exist yet is created on the first write", async () => {
  const fresh = new LocalDiskStorage(path.join(root, "later", "uploads"));
  expect(await fresh.get("a.png")).toBeUndefined();
  await fresh.put("a.png", Buffer.from("x"), "image/png");
  expect(await fresh.exists("a.png")).toBe(true);
});
