import "server-only";
import type { z } from "zod";
import type { SessionUser } from "@/lib/auth/current-user";
import type { CommentStatus } from "@/lib/comments/types";
import { moderateComment, removeComment } from "@/lib/comments/service";
import { getDb } from "@/lib/db/connection";
import type { updateMediaSchema, uploadFieldsSchema } from "@/lib/media/schemas";
import { deleteMedia, updateMedia, uploadMedia } from "@/lib/media/service";
import type { MediaItem } from "@/lib/media/types";
import type { ModeratedComment } from "@/lib/comments/types";
import type { AdminPage, PageRedirect } from "@/lib/pages/types";
import { createPage, deletePage, editPage, publishPage, removeOldAddress, unpublishPage } from "./pages";
import { insertAudit } from "./repository";
import type { CreatePageInput, UpdatePageInput } from "./schemas";
import type { AuditAction } from "./types";

// The staff actions of the slices below the newsroom (the media library, comment moderation, CMS pages),
// each recorded in the newsroom's audit log once it is done. Routes call these, not the slices.

async function record(user: SessionUser, action: AuditAction, details: Record<string, unknown>, post?: { id: number; title: string }) {
  await insertAudit(await getDb(), [{ userId: user.id, action, postId: post?.id ?? null, postTitle: post?.title ?? "", details }]);
}

export async function uploadMediaAudited(
  user: SessionUser,
  bytes: Uint8Array,
  fields: z.output<typeof uploadFieldsSchema>,
): Promise<MediaItem> {
  const item = await uploadMedia(user, bytes, fields);
  await record(user, "media_uploaded", { name: item.name, alt: item.alt, caption: item.caption });
  return item;
}

export async function updateMediaAudited(user: SessionUser, name: string, changes: z.output<typeof updateMediaSchema>): Promise<MediaItem> {
  const { item, before } = await updateMedia(user, name, changes);
  await record(user, "media_updated", { name, before, after: { alt: item.alt, caption: item.caption } });
  return item;
}

export async function deleteMediaAudited(user: SessionUser, name: string): Promise<MediaItem> {
  const item = await deleteMedia(user, name);
  await record(user, "media_deleted", { name, alt: item.alt, variants: item.variants.length });
  return item;
}

export async function moderateCommentAudited(user: SessionUser, id: number, status: CommentStatus): Promise<ModeratedComment> {
  const comment = await moderateComment(id, status, user);
  await record(user, "comment_moderated", { commentId: id, status }, { id: comment.post_id, title: comment.post_title });
  return comment;
}

export async function removeCommentAudited(user: SessionUser, id: number): Promise<void> {
  const removed = await removeComment(id);
  await record(user, "comment_deleted", { commentId: id, status: removed.status }, { id: removed.postId, title: "" });
}

/** A page's entry names it by title (`name`, which the log shows) and address, as it was then. */
const pageDetails = (page: AdminPage) => ({ page: page.id, name: page.title, slug: page.slug, status: page.status });

export async function createPageAudited(user: SessionUser, input: CreatePageInput): Promise<AdminPage> {
  const page = await createPage(user, input);
  await record(user, "page_created", pageDetails(page));
  return page;
}

/** An edit records what changed (title, address, description; the body as changed or not, it can be long). */
export async function editPageAudited(user: SessionUser, id: number, input: UpdatePageInput): Promise<AdminPage> {
  const { before, page } = await editPage(user, id, input);
  const changed = (["title", "slug", "summary"] as const).filter((key) => before[key] !== page[key]);
  await record(user, "page_edited", {
    ...pageDetails(page),
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, page[key]])),
    bodyChanged: before.description !== page.description,
  });
  return page;
}

export async function publishPageAudited(user: SessionUser, id: number): Promise<AdminPage> {
  const { page, changed } = await publishPage(user, id);
  if (changed) await record(user, "page_published", pageDetails(page));
  return page;
}

export async function unpublishPageAudited(user: SessionUser, id: number): Promise<AdminPage> {
  const page = await unpublishPage(user, id);
  await record(user, "page_unpublished", pageDetails(page));
  return page;
}

export async function deletePageAudited(user: SessionUser, id: number): Promise<AdminPage> {
  const page = await deletePage(user, id);
  await record(user, "page_deleted", pageDetails(page));
  return page;
}

/** The entry names the address removed (`removed`) beside the page's own. */
export async function removeOldAddressAudited(user: SessionUser, id: number, slug: string): Promise<PageRedirect> {
  const { page, removed } = await removeOldAddress(user, id, slug);
  await record(user, "page_redirect_removed", { ...pageDetails(page), removed: removed.slug });
  return removed;
}
