/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readUpload } from "@/lib/uploads/files";

let root: string;
let uploads: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "bp-uploads-"));
  uploads = path.join(root, "uploads");
  fs.mkdirSync(uploads);
  fs.writeFileSync(path.join(uploads, "chart.svg"), "<svg/>");
  fs.writeFileSync(path.join(uploads, "photo.PNG"), Buffer.from([0x89, 0x50]));
  fs.writeFileSync(path.join(uploads, "notes.txt"), "secret");
  fs.writeFileSync(path.join(root, "secret.svg"), "<svg>outside</svg>");
  fs.mkdirSync(path.join(uploads, "folder.svg"));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test("serves images with their content type", async () => {
  const svg = await readUpload(uploads, "chart.svg");
  expect(svg?.contentType).toBe("image/svg+xml");
  expect(svg?.body.toString()).toBe("<svg/>");
  expect((await readUpload(uploads, "photo.PNG"))?.contentType).toBe("image/png");
});

test.each([
  "../secret.svg",
  "..%2Fsecret.svg",
  "/etc/passwd",
  ".hidden.svg",
  "a/b.svg",
  "a\\b.svg",
  "notes.txt",
  "missing.svg",
  "folder.svg",
  "",
  "x".repeat(300) + ".svg",
])("refuses %j", async (name) => {
  expect(await readUpload(uploads, name)).toBeUndefined();
});
