"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { apiRequest } from "@/lib/ui/api-client";
import type { CreatedComment, PublicComment } from "@/lib/comments/types";
import { COMMENT_MESSAGES } from "@/lib/comments/messages";
import { commentFormSchema, type CommentFormValues } from "@/lib/comments/schemas";
import { CommentFormLayout } from "./CommentFormLayout";

/**
 * The comment form of a signed-in reader (docs/behaviour.md#validation): a 4-row box checked with the same schema as
 * POST /api/comments. A posted comment appears at once below the published ones, marked as
 * waiting for approval (docs/behaviour.md#states); so do the reader's earlier ones still waiting (`pending`). An
 * admin's comment needs no approval and appears among the published ones.
 */
export function CommentForm({ postId, authorName, pending }: { postId: number; authorName: string | null; pending: PublicComment[] }) {
  const router = useRouter();
  // `pending` comes from the server and may arrive after the form; what is posted here is added to it.
  const [posted, setPosted] = useState<PublicComment[]>([]);
  const waiting = [...pending, ...posted.filter((comment) => !pending.some((known) => known.id === comment.id))];
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CommentFormValues>({ resolver: zodResolver(commentFormSchema), defaultValues: { text: "" } });

  async function submit(values: CommentFormValues) {
    if (!authorName) {
      setError("root", { message: COMMENT_MESSAGES.nameUnknown });
      return;
    }
    try {
      const comment = await apiRequest<CreatedComment>("/api/comments", {
        method: "POST",
        body: { author: authorName, text: values.text, post_id: postId },
        fallback: "Your comment could not be posted. Please try again.",
      });
      reset();
      // An admin's comment is published at once: show it where the published ones are.
      if (comment.approved) router.refresh();
      else setPosted((current) => [...current, comment]);
    } catch (error) {
      // docs/behaviour.md#messages only logs a failed post; the reader is also told, so the text is not lost unknowingly.
      console.error("[comments] posting a comment failed:", error);
      setError("root", { message: error instanceof Error ? error.message : "Your comment could not be posted. Please try again." });
    }
  }

  return (
    <CommentFormLayout
      waiting={waiting}
      textarea={register("text")}
      fieldError={errors.text?.message}
      formError={errors.root?.message}
      submitting={isSubmitting}
      onSubmit={handleSubmit(submit)}
    />
  );
}

export type CommentFormProps = Parameters<typeof CommentForm>[0];
