import "server-only";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { passwordResetTokens } from "@/lib/db/schema";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-tokens";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** A reset token for the user; earlier unused links stop working, so only the newest mail counts. */
export async function createResetToken(db: Database, userId: number, now = new Date()): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), lt(passwordResetTokens.expiresAt, now)));
  await db
    .insert(passwordResetTokens)
    .values({ userId, tokenHash: hash, createdAt: now, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
  return token;
}

/** Marks a live token used, in one statement so two uses cannot both win; returns its user. */
export async function consumeResetToken(db: Database, token: string, now = new Date()): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashOpaqueToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}
