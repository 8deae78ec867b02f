// isomorphic-dompurify under Jest. Its jsdom (29) cannot be required there on Node 20 (ESM-only
// dependencies, stack-facts §9), so DOMPurify runs on a window of jsdom 26, the CommonJS one
// jest-environment-jsdom brings: the test's own window in jsdom tests, one of its own in node tests
// (lib/ code that sanitizes beside a database: the seed, the services).
import { createRequire } from "node:module";
import path from "node:path";
import createDOMPurify, { type WindowLike } from "dompurify";

function jsdomWindow(): WindowLike {
  const require = createRequire(__filename);
  const environment = path.dirname(require.resolve("jest-environment-jsdom/package.json"));
  const { JSDOM } = require(require.resolve("jsdom", { paths: [environment] })) as typeof import("jsdom");
  return new JSDOM("").window as unknown as WindowLike;
}

export default createDOMPurify(typeof window === "undefined" ? jsdomWindow() : window);
