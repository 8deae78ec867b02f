import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A 256-bit random token for links and cookies, and the hash under which it is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashOpaqueToken(token) };
}

/** SHA-256 suffices here: the tokens carry 256 random bits, so there is nothing to brute-force. */
export function hashOpaqueToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
