import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { derivedKey } from "@/lib/config/secret";

// What ties the code step of a sign-in to its password step. A mailed code is only ever sent after
// the right password, so it proves both; an authenticator's code or a recovery code exists without
// any sign-in, so POST /api/auth/verify-2fa accepts one only with this proof that the password was
// given moments ago: the account, its session version (a password reset voids it) and an expiry,
// signed with a key of its own. Stateless: the code's own single use is what stops a replay.

export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

function mac(body: string): string {
  return createHmac("sha256", derivedKey("sign-in-challenge")).update(body).digest("base64url");
}

export function issueSignInChallenge(user: { id: number; sessionVersion: number }, now = new Date()): string {
  const body = `${user.id}.${user.sessionVersion}.${now.getTime() + CHALLENGE_TTL_MS}`;
  return `${body}.${mac(body)}`;
}

/** Whom a genuine, unexpired challenge was issued to; the caller compares the session version with the account's. */
export function readSignInChallenge(
  challenge: string | undefined,
  now = new Date(),
): { userId: number; sessionVersion: number } | undefined {
  const [id, version, expires, signature] = challenge?.split(".") ?? [];
  if (!id || !version || !expires || !signature) return undefined;
  const expected = Buffer.from(mac(`${id}.${version}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (Number(expires) <= now.getTime()) return undefined;
  return { userId: Number(id), sessionVersion: Number(version) };
}

/** The challenge was issued to this account, since its last password change or reset. */
export function challengeFits(challenge: string | undefined, user: { id: number; sessionVersion: number }, now = new Date()): boolean {
  const read = readSignInChallenge(challenge, now);
  return read !== undefined && read.userId === user.id && read.sessionVersion === user.sessionVersion;
}
