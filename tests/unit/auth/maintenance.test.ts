/** @jest-environment node */
import { ensureAdminAccount } from "@/lib/auth/admin";
import { PURGE_INTERVAL_MS, purgeExpiredAuthDataOnce } from "@/lib/auth/maintenance";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

test("the purge runs once per interval, however many nodes tick together", async () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const ticks = await Promise.all([purgeExpiredAuthDataOnce(database.db, now), purgeExpiredAuthDataOnce(database.db, now)]);
  expect(ticks.filter(Boolean)).toHaveLength(1);
  expect(await purgeExpiredAuthDataOnce(database.db, new Date(now.getTime() + PURGE_INTERVAL_MS / 2))).toBe(false);
  expect(await purgeExpiredAuthDataOnce(database.db, new Date(now.getTime() + PURGE_INTERVAL_MS))).toBe(true);
});

test("two nodes starting together create the configured admin account once", async () => {
  const outcomes = await Promise.all([
    ensureAdminAccount(database.db, "admin@nodes.test", "Adm1n!Passw0rd"),
    ensureAdminAccount(database.db, "admin@nodes.test", "Adm1n!Passw0rd"),
  ]);
  expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["created", "unchanged"]);
});
