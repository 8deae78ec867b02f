import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { throttles } from "@/lib/db/schema";
import { addressBucket } from "@/lib/http/client-address";
import { RateLimitedError, type DomainError } from "@/lib/errors";
import { AUTH_ERRORS, formatCountdown } from "./messages";

// The one module that counts attempts: passwords (sign-in and the settings that re-ask it),
// second-factor and step-up codes, Google ID tokens, registrations, reset requests and the
// profile's phone check all reserve an attempt here, and the block is chosen here in one way.
//
// An attempt is counted BEFORE it is checked (a single atomic upsert per counter), so a burst of
// parallel guesses cannot all slip past a "not blocked yet" read: the sixth of forty parallel wrong
// passwords is refused without its password being looked at. A check that turns out right hands
// its reservation back (`release`) or, for a completed sign-in, clears the account's count
// (`succeed`); a wrong one keeps it (`fail`), and the failure that reaches the limit starts the block.
//
// Counters live in the `throttles` table, so a block survives restarts, holds across app nodes and
// cannot be lifted by clearing the browser's storage.

export interface AttemptRule {
  /** Attempts within the window; the next one is refused and the failing one that reaches it blocks. */
  limit: number;
  windowMs: number;
  blockMs: number;
}

const MINUTE = 60 * 1000;

export const RULES = {
  /** docs/behaviour.md#limits: 5 failed sign-ins block the account for 5 minutes; wrong codes and settings passwords count too. */
  account: { limit: 5, windowMs: 15 * MINUTE, blockMs: 5 * MINUTE },
  /** One address trying many accounts: a looser limit, the same block. */
  address: { limit: 20, windowMs: 15 * MINUTE, blockMs: 5 * MINUTE },
  /** Registrations, and checks whether an e-mail or phone is taken, per address (and per account for the profile's). */
  identityCheck: { limit: 10, windowMs: 60 * MINUTE, blockMs: 60 * MINUTE },
  /** Reset requests per address, answered with 429 beyond it. */
  resetAddress: { limit: 10, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  /** Reset and verification mails per account: beyond it requests are answered the same, but nothing is sent. */
  mailsToAccount: { limit: 3, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
} as const satisfies Record<string, AttemptRule>;

/** One counter an attempt is charged to. `clearOnSuccess`: a completed sign-in forgets it (the account's, not the address's). */
export interface Counter {
  key: string;
  rule: AttemptRule;
  clearOnSuccess?: boolean;
}

export const counters = {
  /** Sign-in failures of an account: password, codes, settings re-authentication. */
  account: (userId: number): Counter => ({ key: `login:user:${userId}`, rule: RULES.account, clearOnSuccess: true }),
  /** An unknown account is counted by what was typed, exactly like a known one. */
  identifier: (identifier: string): Counter => ({
    key: `login:id:${identifier.trim().toLowerCase()}`,
    rule: RULES.account,
    clearOnSuccess: true,
  }),
  /** Sign-in failures of a client address; an IPv6 /64 counts as one address. */
  address: (address: string): Counter => ({ key: `login:ip:${addressBucket(address)}`, rule: RULES.address }),
  identityCheckAddress: (address: string): Counter => ({ key: `register:ip:${addressBucket(address)}`, rule: RULES.identityCheck }),
  identityCheckAccount: (userId: number): Counter => ({ key: `identity-check:user:${userId}`, rule: RULES.identityCheck }),
  resetAddress: (address: string): Counter => ({ key: `reset:ip:${addressBucket(address)}`, rule: RULES.resetAddress }),
  mailsToAccount: (userId: number): Counter => ({ key: `reset:user:${userId}`, rule: RULES.mailsToAccount }),
};

/** Whole seconds until `until`, at least 1: the Retry-After header. */
export function retryAfterSeconds(until: Date, now = new Date()): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/** 429 with Retry-After. `justBlocked`: this very failure started the block (docs/behaviour.md#messages words the two apart). */
export function throttled(until: Date, justBlocked = false, now = new Date()): RateLimitedError {
  const remaining = formatCountdown(until.getTime() - now.getTime());
  return new RateLimitedError(
    justBlocked ? AUTH_ERRORS.blockedNow(remaining) : AUTH_ERRORS.stillBlocked(remaining),
    retryAfterSeconds(until, now),
  );
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts one attempt against a counter in a single atomic upsert (safe across concurrent requests
 * and app nodes) unless a block runs. A window that has run out, or a block that has ended, starts
 * the count again; the attempt past the limit starts the block. Returns the attempt's number in
 * the window and the end of a running block.
 */
async function reserve(db: Database, counter: Counter, now: Date): Promise<{ number: number; blockedUntil?: Date }> {
  const { rule } = counter;
  const blocking = sql`${throttles.blockedUntil} > ${at(now)}`;
  const restart = sql`(${throttles.windowStartedAt} <= ${at(new Date(now.getTime() - rule.windowMs))} or ${throttles.blockedUntil} is not null)`;
  const blockEnd = at(new Date(now.getTime() + rule.blockMs));
  const [row] = await db
    .insert(throttles)
    .values({
      key: counter.key,
      hits: 1,
      windowStartedAt: now,
      blockedUntil: rule.limit < 1 ? new Date(now.getTime() + rule.blockMs) : null,
    })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${blocking} then ${throttles.hits} when ${restart} then 1 else ${throttles.hits} + 1 end`,
        windowStartedAt: sql`case when ${blocking} then ${throttles.windowStartedAt} when ${restart} then ${at(now)} else ${throttles.windowStartedAt} end`,
        blockedUntil: sql`case
          when ${blocking} then ${throttles.blockedUntil}
          when ${restart} then null
          when ${throttles.hits} + 1 > ${rule.limit} then ${blockEnd}
          else null end`,
      },
    })
    .returning({ hits: throttles.hits, blockedUntil: throttles.blockedUntil });
  const blockedUntil = row?.blockedUntil && row.blockedUntil > now ? row.blockedUntil : undefined;
  return { number: row?.hits ?? 1, blockedUntil };
}

/** Starts a counter's block now, unless one already runs; returns its end. */
async function startBlock(db: Database, counter: Counter, now: Date): Promise<Date> {
  const end = new Date(now.getTime() + counter.rule.blockMs);
  const [row] = await db
    .update(throttles)
    .set({ blockedUntil: sql`case when ${throttles.blockedUntil} > ${at(now)} then ${throttles.blockedUntil} else ${at(end)} end` })
    .where(eq(throttles.key, counter.key))
    .returning({ blockedUntil: throttles.blockedUntil });
  return row?.blockedUntil ?? end;
}

/** An attempt whose reservations are made: settle it with exactly one of fail, release or succeed. */
export interface Attempt {
  /** How many attempts each counter had seen before this one, in this window (0: a clean first try). */
  readonly earlier: number;
  /** The check failed: the counts stand. Throws `failure`, or 429 "blocked for" when this failure reached a limit. */
  fail(failure: DomainError): Promise<never>;
  /** Not a failure and not a completed sign-in (a right password with a code still to come): the reservations are handed back. */
  release(): Promise<void>;
  /** A completed sign-in: the account's counters are cleared; the address's stands. */
  succeed(): Promise<void>;
}

/**
 * Reserves one attempt on every counter. While any of them is blocked — or this attempt is past a
 * limit — it throws 429 with Retry-After and nothing is checked.
 */
export async function beginAttempt(db: Database, charged: Counter[], now = new Date()): Promise<Attempt> {
  const reservations = await Promise.all(charged.map(async (counter) => ({ counter, ...(await reserve(db, counter, now)) })));
  const blockEnds = reservations.map((reservation) => reservation.blockedUntil?.getTime() ?? 0);
  const blockedUntil = Math.max(0, ...blockEnds);
  if (blockedUntil > now.getTime()) throw throttled(new Date(blockedUntil), false, now);

  return {
    earlier: Math.max(0, ...reservations.map((reservation) => reservation.number - 1)),
    async fail(failure) {
      const reached = reservations.filter(({ counter, number }) => number >= counter.rule.limit);
      if (reached.length === 0) throw failure;
      const ends = await Promise.all(reached.map(({ counter }) => startBlock(db, counter, now)));
      throw throttled(new Date(Math.max(...ends.map((end) => end.getTime()))), true, now);
    },
    async release() {
      await handBack(db, charged, now);
    },
    async succeed() {
      const cleared = charged.filter((counter) => counter.clearOnSuccess).map((counter) => counter.key);
      if (cleared.length) await db.delete(throttles).where(inArray(throttles.key, cleared));
      await handBack(
        db,
        charged.filter((counter) => !counter.clearOnSuccess),
        now,
      );
    },
  };
}

/** Gives one reservation back on each counter (not while a block runs: the block stands). */
async function handBack(db: Database, charged: Counter[], now: Date): Promise<void> {
  if (charged.length === 0) return;
  await db
    .update(throttles)
    .set({ hits: sql`greatest(${throttles.hits} - 1, 0)` })
    .where(
      sql`${inArray(
        throttles.key,
        charged.map((counter) => counter.key),
      )} and (${throttles.blockedUntil} is null or ${throttles.blockedUntil} <= ${at(now)})`,
    );
}

/** Charges a counter that counts every request (registrations, reset mails): 429 once past its limit. */
export async function charge(db: Database, charged: Counter[], now = new Date()): Promise<void> {
  await beginAttempt(db, charged, now);
}

/** Counts one against a counter that limits what is sent (mails): false once past its limit. */
export async function withinLimit(db: Database, counter: Counter, now = new Date()): Promise<boolean> {
  const attempt = await beginAttempt(db, [counter], now).catch((error: unknown) => {
    if (error instanceof RateLimitedError) return undefined;
    throw error;
  });
  return attempt !== undefined;
}

/** Forgets a counter: a password reset proves the mailbox, so its sign-in block is lifted. */
export async function clearCounter(db: Database, counter: Counter): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, counter.key));
}
