/**
 * @jest-environment node
 */
// How the server compresses a page a browser navigates to (server/static-brotli.ts), on a real HTTP
// server: at brotli quality 10 when it is the only page the process is sending, so that an article
// fits a new connection's first round trip; at 5 while another page is still being sent, when the
// CPU is better spent rendering (docs/decisions/0089).
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { compressResponses } from "@/server/static-brotli";

// Words of a financial article in a fixed pseudo-random order: text on which quality 10 gains on 5.
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const WORDS = "market bond yield inflation rate dollar euro equity growth index price bank central policy trade export".split(" ");
const PAGE = Buffer.from(
  `<!DOCTYPE html><html><body>${Array.from({ length: 250 }, (_, paragraph) => {
    const words = Array.from(
      { length: 12 },
      () => `${WORDS[Math.floor(random() * WORDS.length)]}${random() < 0.1 ? ` ${(random() * 100).toFixed(2)}%` : ""}`,
    );
    return `<p class="p${paragraph % 7}">${words.join(" ")}</p>`;
  }).join("")}</body></html>`,
);
const sizeAt = (quality: number) => zlib.brotliCompressSync(PAGE, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }).length;
/** Between the page's size at quality 5 and at 10: which side a response falls on says how it was compressed. */
const BETWEEN = (sizeAt(5) + sizeAt(10)) / 2;

let release: () => void = () => undefined;
/** Resolves once the held page's response has closed (sent, or its reader gone). */
let heldClosed: Promise<void> = Promise.resolve();
const server = http.createServer((request, response) =>
  compressResponses(request, response, () => {
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    if (request.url !== "/held") return void response.end(PAGE);
    // Half the page now, the rest when the test says: a page still being sent.
    heldClosed = new Promise((resolve) => response.once("close", () => resolve()));
    response.write(PAGE.subarray(0, PAGE.length / 2));
    // What the compression middleware adds: the half goes out, and with it the headers.
    (response as typeof response & { flush(): void }).flush();
    release = () => response.end(PAGE.subarray(PAGE.length / 2));
  }),
);
let origin = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const NAVIGATION = { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip, deflate, br" };

/** A navigation: its response, and its whole body once it has arrived. */
function navigate(path: string): { request: http.ClientRequest; response: Promise<http.IncomingMessage>; body: Promise<Buffer> } {
  let onResponse: (response: http.IncomingMessage) => void = () => undefined;
  const response = new Promise<http.IncomingMessage>((resolve) => (onResponse = resolve));
  const request = http.get(`${origin}${path}`, { headers: NAVIGATION, agent: false }, onResponse);
  request.on("error", () => undefined);
  const body = response.then(
    (answer) =>
      new Promise<Buffer>((resolve) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk)).on("end", () => resolve(Buffer.concat(chunks)));
      }),
  );
  return { request, response, body };
}

async function brotliBody(path: string): Promise<Buffer> {
  const { response, body } = navigate(path);
  expect((await response).headers["content-encoding"]).toBe("br");
  const compressed = await body;
  expect(zlib.brotliDecompressSync(compressed).equals(PAGE)).toBe(true);
  return compressed;
}

test("a page sent alone is compressed at quality 10", async () => {
  expect(sizeAt(5) - sizeAt(10)).toBeGreaterThan(400);
  expect((await brotliBody("/")).length).toBeLessThan(BETWEEN);
});

test("while another page is being sent, a page is compressed at quality 5; alone again, at 10", async () => {
  const held = navigate("/held");
  await held.response;
  expect((await brotliBody("/")).length).toBeGreaterThan(BETWEEN);
  release();
  expect(zlib.brotliDecompressSync(await held.body).equals(PAGE)).toBe(true);
  // The held page has been sent: the process sends no other.
  await heldClosed;
  expect((await brotliBody("/")).length).toBeLessThan(BETWEEN);
});

test("a page whose reader went away no longer counts", async () => {
  const held = navigate("/held");
  await held.response;
  held.request.destroy();
  await heldClosed;
  expect((await brotliBody("/")).length).toBeLessThan(BETWEEN);
});
