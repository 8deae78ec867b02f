/** @jest-environment node */
import { blockedUntil, clearThrottle, recordHit, retryAfterSeconds, type ThrottleRule } from "@/lib/auth/throttle";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const rule: ThrottleRule = { limit: 3, windowMs: 60_000, blockMs: 300_000 };
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));

test("the hit that reaches the limit starts a block; hits during it do not extend it", async () => {
  expect(await recordHit(database.db, "k1", rule, at(0))).toBeUndefined();
  expect(await recordHit(database.db, "k1", rule, at(1))).toBeUndefined();
  const until = await recordHit(database.db, "k1", rule, at(2));
  expect(until?.toISOString()).toBe(new Date(at(2).getTime() + 300_000).toISOString());
  expect((await blockedUntil(database.db, ["k1", "other"], at(10)))?.toISOString()).toBe(until?.toISOString());
  expect((await recordHit(database.db, "k1", rule, at(20)))?.toISOString()).toBe(until?.toISOString());
  expect(retryAfterSeconds(until!, at(2))).toBe(300);
});

test("after the block the count starts again", async () => {
  for (const second of [0, 1, 2]) await recordHit(database.db, "k2", rule, at(second));
  const afterBlock = new Date(at(2).getTime() + 300_001);
  expect(await blockedUntil(database.db, ["k2"], afterBlock)).toBeUndefined();
  expect(await recordHit(database.db, "k2", rule, afterBlock)).toBeUndefined();
  expect(await recordHit(database.db, "k2", rule, new Date(afterBlock.getTime() + 1000))).toBeUndefined();
});

test("hits older than the window are forgotten; clearing forgets everything", async () => {
  await recordHit(database.db, "k3", rule, at(0));
  await recordHit(database.db, "k3", rule, at(1));
  expect(await recordHit(database.db, "k3", rule, new Date(at(0).getTime() + 61_000))).toBeUndefined();
  await recordHit(database.db, "k4", rule, at(0));
  await recordHit(database.db, "k4", rule, at(1));
  await clearThrottle(database.db, "k4");
  expect(await recordHit(database.db, "k4", rule, at(2))).toBeUndefined();
});

test("concurrent hits are all counted", async () => {
  const results = await Promise.all(Array.from({ length: 6 }, () => recordHit(database.db, "k5", { limit: 5, windowMs: 60_000, blockMs: 1000 }, at(0))));
  expect(results.filter(Boolean).length).toBeGreaterThanOrEqual(2);
  expect(await blockedUntil(database.db, ["k5"], at(0))).toBeDefined();
});
