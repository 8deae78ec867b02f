/** @jest-environment node */
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { createAltchaChallenge, verifyAltcha } from "@/lib/captcha/altcha";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import "./fixtures";

process.env.ALTCHA_COST = "2";
process.env.ALTCHA_MAX_COUNTER = "30";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

async function solved(now = Date.now()) {
  const challenge = await createAltchaChallenge(now);
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, solution: solution!, token: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64") };
}
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

test("a solved challenge passes once; its replay fails", async () => {
  const { token, challenge } = await solved();
  expect(challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 2 });
  expect(await verifyAltcha(database.db, token)).toBe(true);
  expect(await verifyAltcha(database.db, token)).toBe(false);
});

test("tampered, unsolved, expired or malformed answers fail", async () => {
  const { challenge, solution } = await solved();
  // The derived key is the proof of work (the server only keeps its HMAC); a guessed one fails.
  const flipped = `${solution.derivedKey[0] === "0" ? "1" : "0"}${solution.derivedKey.slice(1)}`;
  expect(await verifyAltcha(database.db, encode({ challenge, solution: { ...solution, derivedKey: flipped } }))).toBe(false);
  expect(
    await verifyAltcha(database.db, encode({ challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution })),
  ).toBe(false);
  const old = await solved(Date.now() - 11 * 60 * 1000);
  expect(await verifyAltcha(database.db, old.token)).toBe(false);
  for (const junk of ["", "%%%", encode("x"), encode({ challenge: {}, solution: {} }), "a".repeat(5000)])
    expect(await verifyAltcha(database.db, junk)).toBe(false);
});
