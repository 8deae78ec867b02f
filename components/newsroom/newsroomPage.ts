import "server-only";
import { notFound, redirect } from "next/navigation";
import { getSessionUser, type SessionUser } from "@/lib/auth/current-user";
import { NotFoundError } from "@/lib/errors";
import { can } from "@/lib/auth/capabilities";
import type { PostPermissions } from "@/lib/newsroom/types";
import { permissionsFor } from "@/lib/newsroom/workflow";
import { parseId } from "@/lib/validation-primitives/ids";

/**
 * The staff member behind a newsroom page. Its layout checks too, but a page renders alongside its
 * layout, not after it, so each page that reads data asks again.
 */
export async function newsroomUser(path: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(`/sign-in?callbackUrl=${encodeURIComponent(path)}`);
  if (!can(user, "enter_newsroom")) redirect("/");
  return user;
}

/** What a staff member may do to a draft of their own: the editor's buttons before a new article is saved. */
export function ownDraftPermissions(user: SessionUser): PostPermissions {
  return permissionsFor(user, { ownerId: user.id, status: "draft", deletedAt: null });
}

/** An article of a newsroom page (`read` gets it by id): a malformed id or an article that is not there is the 404 page. */
export async function readArticle<T>(rawId: string, read: (id: number) => Promise<T>): Promise<T> {
  const id = parseId(rawId);
  if (id === undefined) notFound();
  try {
    return await read(id);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}
