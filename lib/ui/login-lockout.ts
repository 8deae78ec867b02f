// The browser's half of the sign-in lockout (docs/behaviour.md#states, #limits): a failure count and a block-until time
// in local storage, so a reload does not lift a block. The server keeps its own count per account
// and per address, which clearing storage does not touch.

export const MAX_FAILED_ATTEMPTS = 5;
export const BLOCK_DURATION_MS = 5 * 60 * 1000;
export const ATTEMPTS_KEY = "loginAttempts";
export const BLOCKED_UNTIL_KEY = "loginBlockedUntil";

export interface LockoutState {
  attempts: number;
  /** Epoch milliseconds, or null when not blocked. */
  blockedUntil: number | null;
}

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function write(storage: KeyValueStore, state: LockoutState): LockoutState {
  storage.setItem(ATTEMPTS_KEY, String(state.attempts));
  if (state.blockedUntil) storage.setItem(BLOCKED_UNTIL_KEY, String(state.blockedUntil));
  else storage.removeItem(BLOCKED_UNTIL_KEY);
  return state;
}

export function resetLockout(storage: KeyValueStore): LockoutState {
  storage.removeItem(ATTEMPTS_KEY);
  storage.removeItem(BLOCKED_UNTIL_KEY);
  return { attempts: 0, blockedUntil: null };
}

/** The stored state, without writing: a block that has run out reads as no block and no count. */
export function peekLockout(storage: Pick<Storage, "getItem">, now = Date.now()): LockoutState {
  const attempts = Number.parseInt(storage.getItem(ATTEMPTS_KEY) ?? "0", 10);
  const blockedUntil = Number.parseInt(storage.getItem(BLOCKED_UNTIL_KEY) ?? "", 10);
  if (Number.isFinite(blockedUntil) && blockedUntil > 0) {
    return blockedUntil > now ? { attempts: MAX_FAILED_ATTEMPTS, blockedUntil } : { attempts: 0, blockedUntil: null };
  }
  return { attempts: Number.isFinite(attempts) && attempts > 0 ? attempts : 0, blockedUntil: null };
}

/** The stored state; a block that has run out is cleared along with its count. */
export function readLockout(storage: KeyValueStore, now = Date.now()): LockoutState {
  const state = peekLockout(storage, now);
  if (!state.blockedUntil && storage.getItem(BLOCKED_UNTIL_KEY) !== null) return resetLockout(storage);
  return state;
}

/** Counts a failure; the fifth starts a five-minute block. */
export function recordFailure(storage: KeyValueStore, now = Date.now()): LockoutState {
  const attempts = readLockout(storage, now).attempts + 1;
  return write(storage, { attempts, blockedUntil: attempts >= MAX_FAILED_ATTEMPTS ? now + BLOCK_DURATION_MS : null });
}

/** Adopts a block the server reported (429 Retry-After), so both sides count down together. */
export function blockFor(storage: KeyValueStore, milliseconds: number, now = Date.now()): LockoutState {
  return write(storage, { attempts: MAX_FAILED_ATTEMPTS, blockedUntil: now + milliseconds });
}
