/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { acceptRephrasing, rephraseConfigFromEnv, rephraseExplanation, type RephraseConfig } from "@/lib/factcheck/rephrase";
import { readEnv } from "@/lib/config/env";

const ENGINE =
  'Overall: Not supported on accuracy of the quoted numbers. "Unemployment was 11.2% in 2024." The article gives 11.2%; we read it as the unemployment rate in Brazil, 2024. Official: 6.80% (World Bank WDI, 2024); 6.92% (IMF WEO, 2024). That is outside the tolerance: not supported.';
const FAITHFUL =
  "Not supported: the article puts Brazil's 2024 unemployment rate at 11.2%, but the World Bank WDI shows 6.80% and the IMF WEO 6.92% for 2024 — well outside the tolerance.";

describe("the guard", () => {
  test("accepts a rephrasing that keeps the figures and the verdict", () => {
    expect(acceptRephrasing(ENGINE, FAITHFUL)).toBe(true);
  });

  test.each([
    ["a new figure", FAITHFUL.replace("6.92%", "6.92% (about 7%)")],
    ["a figure rounded differently", FAITHFUL.replace("6.80%", "6.8%").replace("6.92%", "6.9%")],
    ["a new year", FAITHFUL.replace("for 2024", "for 2024 and 2023")],
    ["a number word", FAITHFUL.replace("well outside", "nearly twice")],
    ["a changed verdict", FAITHFUL.replace("Not supported:", "Supported:")],
    ["an added verdict", `${FAITHFUL} Mixed overall.`],
    ["a dropped verdict", FAITHFUL.replace("Not supported: the", "The")],
    ["a new link", `${FAITHFUL} See https://example.com/data.`],
    ["nothing", "   "],
    ["a rambling reply", `${FAITHFUL} ${"blah ".repeat(200)}`],
  ])("rejects %s", (_what, candidate) => {
    expect(acceptRephrasing(ENGINE, candidate)).toBe(false);
  });
});

describe("calling the endpoint", () => {
  let reply: (body: Record<string, unknown>, res: http.ServerResponse) => void;
  const requests: { url?: string; auth?: string; body: Record<string, unknown> }[] = [];
  let server: http.Server;
  let config: RephraseConfig;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        const body = JSON.parse(raw) as Record<string, unknown>;
        requests.push({ url: req.url, auth: req.headers.authorization, body });
        reply(body, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    config = { url: `http://127.0.0.1:${port}/v1/`, model: "tiny-model", apiKey: "k-123", timeoutMs: 300 };
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    requests.length = 0;
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  const answerWith = (content: string) => (_body: Record<string, unknown>, res: http.ServerResponse) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
  };

  test("sends an OpenAI-style chat completion and uses an accepted rephrasing", async () => {
    reply = answerWith(FAITHFUL);
    await expect(rephraseExplanation(config, ENGINE)).resolves.toBe(FAITHFUL);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: "/v1/chat/completions", auth: "Bearer k-123", body: { model: "tiny-model", temperature: 0 } });
    const messages = requests[0]?.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(messages[1]?.content).toBe(ENGINE);
  });

  test("keeps the engine's text when the model adds a figure or flips the verdict", async () => {
    reply = answerWith(FAITHFUL.replace("6.92%", "7.4%"));
    await expect(rephraseExplanation(config, ENGINE)).resolves.toBe(ENGINE);
    reply = answerWith(FAITHFUL.replace("Not supported:", "Supported:"));
    await expect(rephraseExplanation(config, ENGINE)).resolves.toBe(ENGINE);
  });

  test("keeps the engine's text when the endpoint fails, answers nonsense or is too slow", async () => {
    reply = (_body, res) => {
      res.writeHead(500);
      res.end("boom");
    };
    await expect(rephraseExplanation(config, ENGINE)).resolves.toBe(ENGINE);
    reply = (_body, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end('{"choices":[]}');
    };
    await expect(rephraseExplanation(config, ENGINE)).resolves.toBe(ENGINE);
    reply = (_body, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end("not json");
    };
    await expect(rephraseExplanation(config, ENGINE)).resolves.toBe(ENGINE);
    reply = (_body, res) => setTimeout(() => answerWith(FAITHFUL)(_body, res), 2_000).unref();
    const started = Date.now();
    await expect(rephraseExplanation(config, ENGINE)).resolves.toBe(ENGINE);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  test("keeps the engine's text when nothing listens", async () => {
    await expect(rephraseExplanation({ ...config, url: "http://127.0.0.1:9/v1" }, ENGINE)).resolves.toBe(ENGINE);
  });
});

test("the model is off unless FACTCHECK_LLM_URL and FACTCHECK_LLM_MODEL are set", () => {
  expect(rephraseConfigFromEnv(readEnv({}))).toBeNull();
  expect(rephraseConfigFromEnv(readEnv({ FACTCHECK_LLM_URL: "http://localhost:11434/v1", FACTCHECK_LLM_MODEL: "llama3.2" }))).toEqual({
    url: "http://localhost:11434/v1",
    model: "llama3.2",
    apiKey: undefined,
    timeoutMs: 3000,
  });
  expect(() => readEnv({ FACTCHECK_LLM_URL: "http://localhost:11434/v1" })).toThrow(
    /FACTCHECK_LLM_MODEL: is required when FACTCHECK_LLM_URL is set/,
  );
  expect(() => readEnv({ FACTCHECK_LLM_URL: "ftp://models", FACTCHECK_LLM_MODEL: "m" })).toThrow(/FACTCHECK_LLM_URL/);
});
