/**
 * autocannon, as every benchmark here loads the server with it, without its costliest habit:
 * autocannon 9 appends every response body to a string (`PipelinedRequestsQueue#addBody`, for the
 * `onResponse` and `expectBody` options none of our benchmarks read bodies through). Decoding a
 * brotli body as UTF-8 is the slow path, and the CPU learns it for one body repeated but not for many
 * different ones: 36 µs a 14 KB body read over and over, 172–187 µs for 4 or 431 different ones
 * (`Buffer#toString`, this machine). On two cores the load generator shares the CPU with the server,
 * so a pass over many different pages measured autocannon's decoding, not the server: a bare Node
 * server gave 3,882 req/s for 431 bodies at random against 12,356 for one, and 30,280 against 27,363
 * with bodies not decoded (decision 0090).
 */
import { createRequire } from "node:module";
import autocannon from "autocannon";

const require = createRequire(import.meta.url);
const queue = require("autocannon/lib/pipelinedRequestsQueue.js") as { prototype: { addBody?: unknown } };
// A later autocannon that moved this would silently measure its decoding again: fail instead.
if (typeof queue.prototype.addBody !== "function")
  throw new Error("autocannon's PipelinedRequestsQueue#addBody is gone: check scripts/lib/load-generator.ts against this version");
queue.prototype.addBody = () => {};

export default autocannon;
