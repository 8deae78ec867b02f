import type { FormEventHandler, TextareaHTMLAttributes } from "react";
import type { PublicComment } from "@/lib/comments/types";
import { COMMENT_MAX_LENGTH } from "@/lib/comments/rules";
import { CommentItem } from "./CommentItem";
import styles from "./comments.module.css";

export interface CommentFormLayoutProps {
  /** The reader's comments waiting for approval, shown above the box. */
  waiting: PublicComment[];
  textarea: TextareaHTMLAttributes<HTMLTextAreaElement>;
  fieldError?: string;
  formError?: string;
  submitting?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}

/**
 * The markup of the comment form (docs/behaviour.md#validation: a 4-row box), shared by the working form and the light
 * stand-in the page shows while the form's code (react-hook-form and zod) loads.
 */
export function CommentFormLayout({ waiting, textarea, fieldError, formError, submitting = false, onSubmit }: CommentFormLayoutProps) {
  return (
    <>
      {waiting.length > 0 ? (
        <ol className={styles.list} aria-label="Your comments awaiting approval">
          {waiting.map((comment) => (
            <CommentItem key={comment.id} comment={comment} own pending />
          ))}
        </ol>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <label htmlFor="comment-text" className={styles.label}>
          Add a comment
        </label>
        <textarea
          id="comment-text"
          className={styles.textarea}
          rows={4}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder="Share your thoughts…"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? "comment-text-error" : undefined}
          {...textarea}
        />
        {fieldError ? (
          <p id="comment-text-error" className={styles.fieldError}>
            {fieldError}
          </p>
        ) : null}
        {formError ? (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        ) : null}
        <button type="submit" className={styles.submit} disabled={submitting}>
          {submitting ? "Posting…" : "Post Comment"}
        </button>
      </form>
    </>
  );
}
