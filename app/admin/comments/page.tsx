import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { ModerationActions } from "@/components/admin/ModerationActions";
import { PageLink } from "@/components/ui/PageLink";
import { getSessionUser } from "@/lib/auth/current-user";
import { getModerationQueue } from "@/lib/comments/service";
import { formatLongDate } from "@/lib/format/date";
import { can } from "@/lib/auth/capabilities";
import { moderationQuerySchema } from "@/lib/comments/schemas";
import { COMMENT_STATUSES, type CommentStatus } from "@/lib/comments/types";
import posts from "@/components/posts/posts.module.css";
import ui from "@/components/ui/ui.module.css";
import styles from "@/components/admin/moderation.module.css";
import commentStyles from "@/components/comments/comments.module.css";

export const metadata: Metadata = { title: "Comment Moderation", robots: { index: false } };

const TAB_LABELS: Record<CommentStatus, string> = { pending: "Pending", approved: "Approved", rejected: "Rejected" };
const EMPTY: Record<CommentStatus, string> = {
  pending: "No comments are waiting for approval. You're all caught up.",
  approved: "No comments have been approved yet.",
  rejected: "No comments have been rejected.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The moderation queue (editors and admins): pending comments first come, first served; approve, reject or delete. */
export default async function CommentModerationPage({ searchParams }: Props) {
  await connection();
  // middleware.ts redirects visitors and readers already; this is the check that counts.
  const user = await getSessionUser();
  if (!user) redirect("/sign-in?callbackUrl=%2Fadmin%2Fcomments");
  if (!can(user, "moderate_comments")) redirect("/");
  const requested = (await searchParams).status;
  const parsed = moderationQuerySchema.safeParse({ status: typeof requested === "string" ? requested : undefined });
  const status = parsed.success ? parsed.data.status : "pending";
  const { comments, counts } = await getModerationQueue(status);

  return (
    <div className={ui.page}>
      <h1 className={posts.heading}>Comment Moderation</h1>
      <nav aria-label="Comment status">
        <ul className={styles.tabs}>
          {COMMENT_STATUSES.map((tab) => (
            <li key={tab}>
              <PageLink href={`/admin/comments?status=${tab}`} className={styles.tab} aria-current={tab === status ? "page" : undefined}>
                {TAB_LABELS[tab]} ({counts[tab]})
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={`${TAB_LABELS[status]} comments`}>
        {comments.length === 0 ? (
          <p className={styles.empty}>{EMPTY[status]}</p>
        ) : (
          <ol className={commentStyles.list}>
            {comments.map((comment) => (
              <li key={comment.id} className={commentStyles.comment}>
                <p className={commentStyles.meta}>
                  <span className={commentStyles.author}>{comment.author}</span>
                  <time dateTime={comment.created_at}>{formatLongDate(comment.created_at)}</time>
                  <span>
                    on{" "}
                    <PageLink className={styles.postLink} href={`/post/${comment.post_id}#comments`}>
                      {comment.post_title}
                    </PageLink>
                  </span>
                </p>
                <p className={commentStyles.text}>{comment.text}</p>
                <ModerationActions id={comment.id} status={comment.status} author={comment.author} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
