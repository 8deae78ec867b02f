/** @jest-environment node */
// patches/next+16.4.6.patch (decision 0093): Next's IncrementalCache.set measured every page entry
// with JSON.stringify, its HTML and payload Buffers turned into arrays of numbers, for a size limit
// that applies to data reads only; 8.5 % of the server's main thread on a not-found page. The App
// Router's pages run the copy of it in this runtime (the build's chunks require it by this name).
import fs from "node:fs";

const runtime = fs.readFileSync(require.resolve("next/dist/compiled/next-server/app-page-turbo.runtime.prod.js"), "utf8");

test("the app pages' runtime measures a data read's size only, not every page it keeps", () => {
  const limit = runtime.indexOf("items over 2MB can not be cached");
  expect(limit).toBeGreaterThan(0);
  const measuring = runtime.slice(runtime.lastIndexOf("JSON.stringify(", limit) - 40, limit);
  // patch-package applies the patch after every install; a Next it no longer fits fails here.
  expect(measuring).toMatch(/=(\w+)\.fetchCache\?JSON\.stringify\(\w+\)\.length:0;if\(\1\.fetchCache&&/);
});
