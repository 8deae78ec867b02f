import http from "node:http";
import { expect, test } from "@playwright/test";

// The production server keeps an idle connection open longer than nginx keeps its own to it
// (server/main.ts, deploy/nginx.conf): with Node's default of five seconds it closed connections
// that a client or nginx was about to reuse, and the request sent on one was reset (a POST got a
// 502 behind nginx; a test's cleanup request failed with ECONNRESET in CI).

function get(url: string, agent: http.Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
    });
    request.on("error", reject);
  });
}

test("a kept-alive connection idle for longer than Node's default five seconds still takes the next request", async ({ baseURL }) => {
  test.setTimeout(30_000);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect((await get(`${baseURL}/api/health`, agent)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    // Had the server closed it, the agent would have dropped the connection and opened another.
    expect(await get(`${baseURL}/api/health`, agent)).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});
