import type { APIRequestContext } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/**
 * Solves the site's ALTCHA challenge the way the widget does, in Node: the e2e server runs with a
 * tiny proof-of-work cost (playwright.config.ts), so this takes milliseconds.
 */
export async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/captcha/challenge");
  if (!response.ok()) throw new Error(`challenge request failed: ${response.status()}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the captcha challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
