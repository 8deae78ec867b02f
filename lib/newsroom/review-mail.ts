import "server-only";
import { displayName } from "@/lib/auth/public-user";
import type { SessionUser } from "@/lib/auth/current-user";
import { env } from "@/lib/config/env";
import { sendMail } from "@/lib/mail/mailer";
import { SITE_NAME } from "@/lib/site";
import { accountAddress, reviewerAddresses, type Db } from "./repository";
import type { AdminPost } from "./types";

// The desk's mail: editors hear of a submission, its writer of a send-back. Sent after the change
// is committed; a mail that cannot go out is logged and never undoes it (the queue in /admin
// shows the submission either way).

const editorLink = (post: AdminPost) => `${env().siteUrl}/admin/posts/${post.id}`;
const named = (person: { firstName: string; lastName: string; email: string | null }) => displayName({ ...person, phone: null });

async function deliver(to: string, subject: string, text: string): Promise<void> {
  try {
    await sendMail({ to, subject, text: `${text}\n\n— ${SITE_NAME}\n` });
  } catch (error) {
    console.error(`[newsroom] the review mail "${subject}" to ${to} could not be sent:`, error);
  }
}

/** Every active editor and admin: who submitted which article, with a link to it and to the queue. */
export async function mailReviewers(db: Db, post: AdminPost, writer: SessionUser): Promise<void> {
  const reviewers = await reviewerAddresses(db);
  const subject = `For review: ${post.title}`;
  for (const reviewer of reviewers) {
    if (reviewer.email.toLowerCase() === writer.email?.toLowerCase()) continue;
    await deliver(
      reviewer.email,
      subject,
      [
        `Hello ${named(reviewer)},`,
        `${named(writer)} submitted "${post.title}" for review.`,
        `Open it: ${editorLink(post)}`,
        `Publish it, or send it back with a note. Everything waiting: ${env().siteUrl}/admin/posts?status=in_review`,
      ].join("\n\n"),
    );
  }
}

/** The article's writer (its owner): the editor's note and the link back to the draft. */
export async function mailWriter(db: Db, post: AdminPost, editor: SessionUser, note: string): Promise<void> {
  const writer = post.owner_id === null ? undefined : await accountAddress(db, post.owner_id);
  if (!writer?.email || post.owner_id === editor.id) return;
  await deliver(
    writer.email,
    `Sent back: ${post.title}`,
    [
      `Hello ${named(writer)},`,
      `${named(editor)} sent "${post.title}" back to you with this note:`,
      note,
      `Open the draft: ${editorLink(post)}`,
      "Submit it again when it is ready.",
    ].join("\n\n"),
  );
}
