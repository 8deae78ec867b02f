import "server-only";
import { hkdfSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/config/env";

const SECRET_FILE = "auth-secret";
const GLOBAL_KEY = Symbol.for("basis-point.auth-secret");
type GlobalWithSecret = typeof globalThis & { [GLOBAL_KEY]?: string };

/**
 * Reads DATA_DIR/auth-secret, creating it (mode 0600) on first use. The exclusive create makes two
 * bundles or processes starting together agree on one secret.
 */
function secretFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(48).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
    if (process.env.NODE_ENV === "production") {
      console.warn(
        `[auth] AUTH_SECRET is not set: generated one in ${file}. That is fine for a single node; set AUTH_SECRET when running several.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fs.readFileSync(file, "utf8").trim();
}

/** The master secret: AUTH_SECRET, or one generated once into DATA_DIR and reused. */
export function authSecret(): string {
  const holder = globalThis as GlobalWithSecret;
  holder[GLOBAL_KEY] ??= env().AUTH_SECRET ?? secretFromDataDir(env().dataDir);
  return holder[GLOBAL_KEY];
}

export type KeyPurpose =
  | "session-token"
  | "next-auth"
  | "oauth-state"
  | "verification-code"
  | "captcha-signature"
  | "captcha-key-signature"
  | "scheduler"
  | "authenticator-secret"
  | "recovery-code"
  | "sign-in-challenge";

/** A separate 32-byte key per purpose, so a value signed for one use is worthless for another. */
export function derivedKey(purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret(), "basis-point", purpose, 32));
}
