// `npm run bench:auth` against a running server (BENCH_URL, default http://127.0.0.1:3000) started
// with a cheap captcha (ALTCHA_COST=1 ALTCHA_MAX_COUNTER=20) and TRUST_PROXY=1: times failed
// sign-ins for existing accounts and for unknown ones, each from its own address and never more
// than four per account, so that throttling does not interfere. Similar times mean the timing does
// not reveal which accounts exist.
import { randomBytes, randomInt } from "node:crypto";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { median } from "./lib/latency";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:3000";
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function captcha(): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/captcha/challenge`)).json()) as Challenge;
  return Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString("base64");
}

async function post(path: string, body: unknown): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address() },
    body: JSON.stringify(body),
  });
  await response.text();
  return { status: response.status, ms: performance.now() - started };
}

async function newAccount(): Promise<string> {
  const email = `bench-${randomBytes(4).toString("hex")}@example.com`;
  const registered = await post("/api/auth/register", {
    firstName: "Bench",
    lastName: "Mark",
    email,
    countryCode: "+1",
    phone: `+1555${randomInt(1_000_000, 9_999_999)}`,
    password: "Correct-Horse-42",
    confirmPassword: "Correct-Horse-42",
    enableTwoFactor: true,
    recaptchaToken: await captcha(),
  });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status}`);
  return email;
}

const samples: Record<string, number[]> = { "existing account, wrong password": [], "unknown account": [] };
let email = "";
for (let round = 0; round < rounds; round++) {
  // The fifth failure would block the account (docs/behaviour.md#limits): four per account.
  if (round % 4 === 0) email = await newAccount();
  for (const [label, who] of [
    ["existing account, wrong password", email],
    ["unknown account", `ghost-${email}`],
  ] as const) {
    const { status, ms } = await post("/api/auth/login", {
      emailOrPhone: who,
      password: "Wrong-Password-1",
      recaptchaToken: await captcha(),
    });
    if (status !== 401) throw new Error(`${label}: expected 401, got ${status}`);
    samples[label]!.push(ms);
  }
}
for (const [label, values] of Object.entries(samples)) {
  console.log(
    `${label.padEnd(34)} median ${median(values).toFixed(1)} ms, min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)} (n=${values.length})`,
  );
}
