import "server-only";
import { requireRequestUser, type SessionUser } from "@/lib/auth/current-user";
import { ForbiddenError } from "@/lib/errors";
import { can, isStaffRole, secondFactorGap, type SiteAction } from "@/lib/auth/capabilities";
import { createSharedRateLimiter, enforceRateLimit, enforceRateLimitFor } from "@/lib/http/rate-limit";
import { NEWSROOM_ERRORS } from "./messages";

/** The refusal for a signed-in account that may not `action` (a reader, staff without a second factor in this session, too junior). */
function refusal(user: SessionUser, action: SiteAction): ForbiddenError {
  if (!isStaffRole(user.role))
    return new ForbiddenError(action === "moderate_comments" ? NEWSROOM_ERRORS.moderatorsOnly : NEWSROOM_ERRORS.staffOnly);
  const gap = secondFactorGap(user);
  if (gap) return new ForbiddenError(gap === "off" ? NEWSROOM_ERRORS.twoFactorRequired : NEWSROOM_ERRORS.secondFactorUnconfirmed);
  return new ForbiddenError(action === "moderate_comments" ? NEWSROOM_ERRORS.moderatorsOnly : NEWSROOM_ERRORS.adminOnly);
}

/**
 * What the staff API counts, per minute: per account (one person, however many tabs) and per
 * address (a newsroom behind one address has several people, hence twice as many). An editor
 * autosaving every 1.5 s while typing makes 40 writes a minute; a script makes thousands.
 */
export const STAFF_LIMITS = {
  write: { perAccount: 120, perAddress: 240 },
  upload: { perAccount: 20, perAddress: 40 },
  diff: { perAccount: 60, perAddress: 120 },
} as const;
export type StaffLimit = keyof typeof STAFF_LIMITS;

const WINDOW_MS = 60_000;
const limiters = Object.fromEntries(
  Object.entries(STAFF_LIMITS).map(([kind, limits]) => [
    kind,
    {
      account: createSharedRateLimiter(`staff-${kind}-account`, { limit: limits.perAccount, windowMs: WINDOW_MS }),
      address: createSharedRateLimiter(`staff-${kind}-address`, { limit: limits.perAddress, windowMs: WINDOW_MS }),
    },
  ]),
) as Record<StaffLimit, { account: ReturnType<typeof createSharedRateLimiter>; address: ReturnType<typeof createSharedRateLimiter> }>;

/**
 * The user of a staff request who may do `action`: 401 for a visitor, 403 (with its reason's code)
 * otherwise; with `limit`, counted against that kind's limits (429 with Retry-After past them).
 */
export async function requireCapability(request: Request, action: SiteAction = "enter_newsroom", limit?: StaffLimit): Promise<SessionUser> {
  const user = await requireRequestUser(request);
  if (!can(user, action)) throw refusal(user, action);
  if (limit) {
    await enforceRateLimitFor(limiters[limit].account, `user:${user.id}`);
    await enforceRateLimit(limiters[limit].address, request);
  }
  return user;
}
