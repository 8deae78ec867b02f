/** @jest-environment node */
import {
  ATTEMPTS_KEY,
  BLOCK_DURATION_MS,
  BLOCKED_UNTIL_KEY,
  blockFor,
  peekLockout,
  readLockout,
  recordFailure,
  resetLockout,
} from "@/lib/ui/login-lockout";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

test("the fifth failure blocks for five minutes, kept in storage", () => {
  const storage = memoryStorage();
  const now = 1_000_000;
  for (let attempt = 1; attempt <= 4; attempt++) expect(recordFailure(storage, now)).toEqual({ attempts: attempt, blockedUntil: null });
  expect(recordFailure(storage, now)).toEqual({ attempts: 5, blockedUntil: now + BLOCK_DURATION_MS });
  expect(storage.items.get(BLOCKED_UNTIL_KEY)).toBe(String(now + BLOCK_DURATION_MS));
  // A reload reads the same block.
  expect(readLockout(storage, now + 60_000)).toEqual({ attempts: 5, blockedUntil: now + BLOCK_DURATION_MS });
});

test("an expired block is lifted and its count cleared", () => {
  const storage = memoryStorage();
  blockFor(storage, 1000, 0);
  expect(peekLockout(storage, 1000)).toEqual({ attempts: 0, blockedUntil: null });
  expect(storage.items.has(BLOCKED_UNTIL_KEY)).toBe(true);
  expect(readLockout(storage, 1000)).toEqual({ attempts: 0, blockedUntil: null });
  expect(storage.items.size).toBe(0);
});

test("a success resets; garbage in storage reads as no failures", () => {
  const storage = memoryStorage();
  recordFailure(storage, 0);
  resetLockout(storage);
  expect(readLockout(storage, 0)).toEqual({ attempts: 0, blockedUntil: null });
  storage.setItem(ATTEMPTS_KEY, "lots");
  storage.setItem(BLOCKED_UNTIL_KEY, "soon");
  expect(readLockout(storage, 0)).toEqual({ attempts: 0, blockedUntil: null });
});
