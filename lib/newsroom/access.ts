import "server-only";
import { requireRequestUser, type SessionUser } from "@/lib/auth/current-user";
import { ForbiddenError } from "@/lib/errors";
import { can, isStaffRole, lacksSecondFactor, type SiteAction } from "@/lib/auth/capabilities";
import { NEWSROOM_ERRORS } from "./messages";

/** The refusal for a signed-in account that may not `action` (a reader, staff without two-factor, too junior). */
function refusal(user: SessionUser, action: SiteAction): ForbiddenError {
  if (!isStaffRole(user.role))
    return new ForbiddenError(action === "moderate_comments" ? NEWSROOM_ERRORS.moderatorsOnly : NEWSROOM_ERRORS.staffOnly);
  if (lacksSecondFactor(user)) return new ForbiddenError(NEWSROOM_ERRORS.twoFactorRequired);
  return new ForbiddenError(action === "moderate_comments" ? NEWSROOM_ERRORS.moderatorsOnly : NEWSROOM_ERRORS.adminOnly);
}

/** The user of a staff request who may do `action`: 401 for a visitor, 403 (with its reason's code) otherwise. */
export async function requireCapability(request: Request, action: SiteAction = "enter_newsroom"): Promise<SessionUser> {
  const user = await requireRequestUser(request);
  if (!can(user, action)) throw refusal(user, action);
  return user;
}
