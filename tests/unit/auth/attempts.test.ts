/** @jest-environment node */
import { beginAttempt, counters, retryAfterSeconds, type Counter } from "@/lib/auth/attempts";
import { login } from "@/lib/auth/login";
import { UnauthenticatedError } from "@/lib/errors";
import { addressBucket } from "@/lib/http/client-address";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { context, fakeEffects, makeUser, PASSWORD } from "./fixtures";
import { asApiError, rejection } from "../helpers/api-error";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const rule = { limit: 3, windowMs: 60_000, blockMs: 300_000 };
const counter = (key: string): Counter => ({ key, rule, clearOnSuccess: true });
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));
const wrong = new UnauthenticatedError({ code: "example_wrong", message: "wrong" });

async function outcome(promise: Promise<unknown>): Promise<number | "ok"> {
  return promise.then(
    () => "ok" as const,
    (error: unknown) => {
      return asApiError(error).status;
    },
  );
}

test("the failure that reaches the limit starts the block; attempts during it are refused unchecked", async () => {
  for (const second of [0, 1]) expect(await outcome((await beginAttempt(database.db, [counter("k1")], at(second))).fail(wrong))).toBe(401);
  const third = await rejection((await beginAttempt(database.db, [counter("k1")], at(2))).fail(wrong));
  expect([third.status, third.code, third.headers?.["Retry-After"]]).toEqual([429, "too_many_attempts", "300"]);
  expect(third.message).toBe("Too many failed attempts. Your account is temporarily blocked for 5:00.");
  const during = await rejection(beginAttempt(database.db, [counter("k1")], at(20)));
  expect([during.status, during.code, during.message]).toEqual([
    429,
    "too_many_attempts",
    "Too many failed attempts. Please try again in 4:42.",
  ]);
  expect(retryAfterSeconds(new Date(at(2).getTime() + 300_000), at(2))).toBe(300);
  // After the block, the count starts again.
  const after = new Date(at(2).getTime() + 300_001);
  expect(await outcome((await beginAttempt(database.db, [counter("k1")], after)).fail(wrong))).toBe(401);
});

test("a right answer hands its reservation back; a completed sign-in clears the account but not the address", async () => {
  const account = counter("k2");
  const address: Counter = { key: "k2-address", rule };
  await outcome((await beginAttempt(database.db, [account, address], at(0))).fail(wrong));
  await outcome((await beginAttempt(database.db, [account, address], at(1))).fail(wrong));
  await (await beginAttempt(database.db, [account, address], at(2))).release();
  // Two failures stand: the next failure is the third, and blocks.
  expect(await outcome((await beginAttempt(database.db, [account], at(3))).fail(wrong))).toBe(429);
  const fresh = counter("k3");
  await outcome((await beginAttempt(database.db, [fresh, address], at(100))).fail(wrong));
  const signIn = await beginAttempt(database.db, [fresh, address], at(101));
  expect(signIn.earlier).toBe(1);
  await signIn.succeed();
  expect((await beginAttempt(database.db, [fresh], at(102))).earlier).toBe(0);
});

test("a burst of 40 parallel wrong passwords for one account checks at most 5", async () => {
  const user = await makeUser(database.db, { twoFactorEnabled: false });
  const { effects } = fakeEffects();
  const results = await Promise.all(
    Array.from({ length: 40 }, (_, index) =>
      login(
        database.db,
        { emailOrPhone: user.email!, password: `Wrong-${index}`, recaptchaToken: "t" },
        context(`198.18.0.${index + 1}`),
        effects,
      ).then(
        () => "signed in",
        (error: unknown) => asApiError(error).message,
      ),
    ),
  );
  // A checked password answers 401, or 429 "blocked for" when it was the fifth failure; the rest are refused unchecked.
  const checked = results.filter(
    (message) => message === "Login failed. Please check your credentials." || message.includes("temporarily blocked for"),
  );
  expect(checked.length).toBeLessThanOrEqual(5);
  expect(results.filter((message) => message.startsWith("Too many failed attempts. Please try again in")).length).toBeGreaterThanOrEqual(
    35,
  );
  expect(results).not.toContain("signed in");
});

test("per-address limits count an IPv6 /64 as one address", async () => {
  expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
  expect(addressBucket("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
  expect(addressBucket("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  expect(addressBucket("::ffff:192.0.2.7")).toBe("192.0.2.7");
  expect(addressBucket("192.0.2.7")).toBe("192.0.2.7");
  const { effects } = fakeEffects();
  let status: number | "ok" = "ok";
  // Twenty different accounts, each from a different address of one /64: the address blocks.
  for (let index = 1; index <= 20; index++) {
    status = await outcome(
      login(
        database.db,
        { emailOrPhone: `ghost-${index}@example.com`, password: "Wrong-1", recaptchaToken: "t" },
        context(`2001:db8:77:1::${index.toString(16)}`),
        effects,
      ),
    );
  }
  expect(status).toBe(429);
  const user = await makeUser(database.db, { twoFactorEnabled: false });
  expect(
    await outcome(
      login(
        database.db,
        { emailOrPhone: user.email!, password: PASSWORD, recaptchaToken: "t" },
        context("2001:db8:77:1:dead:beef::9"),
        effects,
      ),
    ),
  ).toBe(429);
  expect(
    await outcome(
      login(database.db, { emailOrPhone: user.email!, password: PASSWORD, recaptchaToken: "t" }, context("2001:db8:77:2::1"), effects),
    ),
  ).toBe("ok");
  expect(counters.address("2001:db8:77:1::5").key).toBe("login:ip:2001:db8:77:1::/64");
});
