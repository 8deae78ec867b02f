/** @jest-environment node */
import { TERMS_SECTIONS } from "@/lib/legal/terms";
import { CHUNK_LOAD_TIMEOUT_MS, chunkErrorMessage, loadChunk } from "@/lib/ui/lazy";

test("'Loading chunk N failed' names the chunk the bundler reported", () => {
  expect(chunkErrorMessage(new Error("Loading chunk 482 failed.\n(error: http://x/482.js)"), "drawer")).toBe("Loading chunk 482 failed");
  expect(chunkErrorMessage(new Error("Failed to load chunk /_next/static/chunks/0ab3c9.js from module 1234"), "drawer")).toBe(
    "Loading chunk 0ab3c9 failed",
  );
  expect(chunkErrorMessage(new TypeError("Failed to fetch dynamically imported module"), "menu-drawer")).toBe(
    "Loading chunk menu-drawer failed",
  );
});

test("a lazy piece that takes longer than the time-out (120 s) fails", async () => {
  expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  await expect(loadChunk(() => new Promise(() => {}), 20)).rejects.toThrow("Timed out");
  await expect(loadChunk(async () => "loaded", 20)).resolves.toBe("loaded");
});

test("the legal disclaimer has the 10 sections of the spec, in order", () => {
  expect(TERMS_SECTIONS.map((section) => section.title)).toEqual([
    "General information",
    "Accuracy of data",
    "No warranties",
    "Limitation of liability",
    "Third-party links",
    "No offer or endorsement",
    "Jurisdiction",
    "Updates",
    "Contact",
    "Acknowledgment",
  ]);
});
