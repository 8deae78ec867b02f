"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { PasswordField } from "@/components/auth/PasswordField";
import type { AdminPost, PostPermissions } from "@/lib/newsroom/types";
import { formatDateTime, toLocalInput } from "./format";
import type { SaveState } from "./SaveStatus";
import { StatusChip } from "./StatusChip";

type Act = (action: "publish" | "unpublish" | "restore", body: Record<string, unknown> | undefined, done: string) => Promise<string | null>;

function statusLine(post: AdminPost | null): string {
  if (!post) return "A new draft: it saves itself once it has a title.";
  if (post.deletedAt) return "Deleted.";
  if (post.status === "scheduled" && post.publishAt) return `Goes live ${formatDateTime(post.publishAt)}.`;
  if (post.status === "published" && post.publishedAt) return `Live since ${formatDateTime(post.publishedAt)}.`;
  if (post.status === "unpublished") return "Taken off the site: readers cannot see it.";
  return "Only staff can see it.";
}

/** Publish now, schedule, update, unpublish, delete and restore: each shown only to whom `can` allows it. */
export function PublishPanel({
  post,
  can,
  saveState,
  onUpdate,
  onAct,
  onDelete,
}: {
  post: AdminPost | null;
  can: PostPermissions;
  saveState: SaveState;
  onUpdate: () => Promise<boolean>;
  onAct: Act;
  /** Deletes with the admin's password (the API asks for it: reauth_required). */
  onDelete: (password: string) => Promise<string | null>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const [publishAt, setPublishAt] = useState("");
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [password, setPassword] = useState("");

  async function run(task: () => Promise<string | null>) {
    setBusy(true);
    setError(null);
    setError(await task());
    setBusy(false);
  }

  const live = post?.status === "published" || post?.status === "scheduled";
  const deleted = Boolean(post?.deletedAt);
  const changed = saveState.kind !== "saved" && saveState.kind !== "new";

  function openSchedule() {
    setPublishAt(toLocalInput(new Date(post?.publishAt ?? Date.now() + 60 * 60 * 1000)));
    setScheduling(true);
  }

  return (
    <Paper variant="outlined" component="section" aria-label="Publishing" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: "1rem", fontWeight: 700 }}>
          Publishing
        </Typography>
        {post && <StatusChip status={post.status} deleted={deleted} />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {statusLine(post)}
        {post?.bodyUpdatedAt && ` Updated ${formatDateTime(post.bodyUpdatedAt)}.`}
      </Typography>
      <Stack spacing={1}>
        {deleted && can.delete && (
          <Button variant="contained" disabled={busy} onClick={() => void run(() => onAct("restore", undefined, "Article restored."))}>
            Restore article
          </Button>
        )}
        {!deleted && live && can.edit && (
          <Button
            variant="contained"
            disabled={busy || !changed}
            onClick={() => void run(async () => ((await onUpdate()) ? null : "Not saved."))}
          >
            Update
          </Button>
        )}
        {!deleted && can.publish && post?.status !== "published" && (
          <>
            <Button
              variant={live ? "outlined" : "contained"}
              disabled={busy}
              onClick={() => void run(() => onAct("publish", {}, "Published: readers can see it now."))}
            >
              Publish now
            </Button>
            <Button variant="outlined" disabled={busy} onClick={openSchedule}>
              {post?.status === "scheduled" ? "Reschedule…" : "Schedule…"}
            </Button>
          </>
        )}
        {!deleted && can.publish && live && (
          <Button
            variant="outlined"
            color="warning"
            disabled={busy}
            onClick={() =>
              void run(() =>
                onAct(
                  "unpublish",
                  undefined,
                  post?.status === "scheduled" ? "Schedule cancelled: back to draft." : "Unpublished: readers no longer see it.",
                ),
              )
            }
          >
            {post?.status === "scheduled" ? "Cancel schedule" : "Unpublish"}
          </Button>
        )}
        {!deleted && !can.publish && (
          <Typography variant="body2" color="text.secondary">
            An author or an editor publishes this article.
          </Typography>
        )}
        {post && !deleted && can.delete && (
          <Button color="error" disabled={busy} onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>

      <Dialog open={scheduling} onClose={() => setScheduling(false)} aria-labelledby="schedule-title">
        <DialogTitle id="schedule-title">Schedule publication</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>The article goes live by itself at this time (your time zone).</DialogContentText>
          <TextField
            label="Publish at"
            type="datetime-local"
            value={publishAt}
            onChange={(event) => setPublishAt(event.target.value)}
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setScheduling(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!publishAt || busy}
            onClick={() => {
              setScheduling(false);
              const at = new Date(publishAt);
              void run(() => onAct("publish", { publishAt: at.toISOString() }, `Scheduled for ${formatDateTime(at.toISOString())}.`));
            }}
          >
            Schedule
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} aria-labelledby="delete-title">
        <Stack
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            setConfirmDelete(false);
            void run(() => onDelete(password));
            setPassword("");
          }}
        >
          <DialogTitle id="delete-title">Delete this article?</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              It leaves the site and the lists. An administrator can restore it later. Enter your password to confirm.
            </DialogContentText>
            <PasswordField
              label="Your password"
              autoComplete="current-password"
              fullWidth
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirmDelete(false)}>Cancel</Button>
            <Button type="submit" color="error" variant="contained" disabled={!password}>
              Delete
            </Button>
          </DialogActions>
        </Stack>
      </Dialog>
    </Paper>
  );
}
