"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiRequest } from "@/lib/ui/api-client";
import type { CommentStatus } from "@/lib/comments/types";
import styles from "./moderation.module.css";

const ACTIONS: { status: CommentStatus; label: string }[] = [
  { status: "approved", label: "Approve" },
  { status: "rejected", label: "Reject" },
  { status: "pending", label: "Back to queue" },
];

/** Approve, reject or delete one comment through the admin API, then re-render the queue from the server. */
export function ModerationActions({ id, status, author }: { id: number; status: CommentStatus; author: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(request: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await request();
      router.refresh();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "That did not work. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  const moderate = (next: CommentStatus) =>
    run(() =>
      apiRequest(`/api/admin/comments/${id}`, { method: "PATCH", body: { status: next }, fallback: "The comment could not be updated." }),
    );
  const remove = () => {
    if (!window.confirm(`Delete this comment by ${author} for good?`)) return;
    void run(() => apiRequest(`/api/admin/comments/${id}`, { method: "DELETE", fallback: "The comment could not be deleted." }));
  };

  return (
    <div className={styles.actions}>
      {ACTIONS.filter((action) => action.status !== status).map((action) => (
        <button
          key={action.status}
          type="button"
          className={`${styles.button} ${action.status === "approved" ? styles.primary : ""}`}
          disabled={busy}
          aria-label={`${action.label}: comment by ${author}`}
          onClick={() => void moderate(action.status)}
        >
          {action.label}
        </button>
      ))}
      <button
        type="button"
        className={`${styles.button} ${styles.danger}`}
        disabled={busy}
        aria-label={`Delete: comment by ${author}`}
        onClick={remove}
      >
        Delete
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
