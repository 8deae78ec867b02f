"use client";

import Alert from "@mui/material/Alert";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import CheckIcon from "@mui/icons-material/CheckCircleOutlined";
import BlockIcon from "@mui/icons-material/ErrorOutlined";
import WarningIcon from "@mui/icons-material/WarningAmber";
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
import { mayPublish, type PublishCheckItem } from "@/lib/newsroom/publish-check";
import type { AdminPost, PostPermissions } from "@/lib/newsroom/types";
import { formatDateTime } from "./format";
import type { SaveState } from "./SaveStatus";
import { ScheduleDialog } from "./ScheduleDialog";
import { StatusChip } from "./StatusChip";

export type WorkflowRequest = "publish" | "unpublish" | "restore" | "submit" | "withdraw" | "send-back";
type Act = (action: WorkflowRequest, body: Record<string, unknown> | undefined, done: string) => Promise<string | null>;

function statusLine(post: AdminPost | null): string {
  if (!post) return "A new draft: it saves itself once it has a title.";
  if (post.deletedAt) return "Deleted.";
  if (post.status === "scheduled" && post.publishAt) return `Goes live ${formatDateTime(post.publishAt)}.`;
  if (post.status === "published" && post.publishedAt) return `Live since ${formatDateTime(post.publishedAt)}.`;
  if (post.status === "unpublished") return "Taken off the site: readers cannot see it.";
  if (post.status === "in_review")
    return `Waiting for review${post.submittedAt ? ` since ${formatDateTime(post.submittedAt)}` : ""}: only staff can see it.`;
  return "Only staff can see it.";
}

/** One line of the pre-publish check: done, missing (blocks), or missing (a warning). */
function CheckLine({ item }: { item: PublishCheckItem }) {
  const state = item.ok ? "OK" : item.blocking ? "Missing, blocks publishing" : "Missing";
  return (
    <ListItem disableGutters dense>
      <ListItemIcon sx={{ minWidth: 32 }}>
        {item.ok ? (
          <CheckIcon color="success" fontSize="small" aria-hidden />
        ) : item.blocking ? (
          <BlockIcon color="error" fontSize="small" aria-hidden />
        ) : (
          <WarningIcon color="warning" fontSize="small" aria-hidden />
        )}
      </ListItemIcon>
      <ListItemText primary={`${item.label}: ${state}`} secondary={item.problem || undefined} />
    </ListItem>
  );
}

/**
 * Publish now (after a confirmation with the pre-publish check), schedule, update, unpublish (after
 * a confirmation), submit for review, withdraw, send back, delete and restore: each shown only to
 * whom `can` allows it.
 */
export function PublishPanel({
  post,
  can,
  saveState,
  check,
  onUpdate,
  onAct,
  onDelete,
}: {
  post: AdminPost | null;
  can: PostPermissions;
  saveState: SaveState;
  /** The pre-publish check of the form as it is now (what Publish would put out). */
  check: PublishCheckItem[];
  onUpdate: () => Promise<boolean>;
  onAct: Act;
  /** Deletes with the admin's password (the API asks for it: reauth_required). */
  onDelete: (password: string) => Promise<string | null>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [password, setPassword] = useState("");
  const [confirmPublish, setConfirmPublish] = useState(false);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const [sendingBack, setSendingBack] = useState(false);
  const [note, setNote] = useState("");

  async function run(task: () => Promise<string | null>) {
    setBusy(true);
    setError(null);
    setError(await task());
    setBusy(false);
  }

  const live = post?.status === "published" || post?.status === "scheduled";
  const deleted = Boolean(post?.deletedAt);
  const changed = saveState.kind !== "saved" && saveState.kind !== "new";
  const inReview = post?.status === "in_review";
  const ready = mayPublish(check);

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
      {post?.review_note && post.status === "draft" && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Sent back with this note: {post.review_note}
        </Alert>
      )}
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
            <Button variant={live ? "outlined" : "contained"} disabled={busy} onClick={() => setConfirmPublish(true)}>
              Publish now
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => setScheduling(true)}>
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
              post?.status === "scheduled"
                ? void run(() => onAct("unpublish", undefined, "Schedule cancelled: back to draft."))
                : setConfirmUnpublish(true)
            }
          >
            {post?.status === "scheduled" ? "Cancel schedule" : "Unpublish"}
          </Button>
        )}
        {!deleted && can.review && inReview && (
          <Button variant="outlined" disabled={busy} onClick={() => setSendingBack(true)}>
            Send back…
          </Button>
        )}
        {!deleted && !can.publish && can.submit && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void run(() => onAct("submit", {}, "Submitted: the editors have been told."))}
          >
            Submit for review
          </Button>
        )}
        {!deleted && !can.review && can.withdraw && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => void run(() => onAct("withdraw", undefined, "Withdrawn: back to draft."))}
          >
            Withdraw from review
          </Button>
        )}
        {!deleted && !can.publish && (
          <Typography variant="body2" color="text.secondary">
            {inReview ? "An editor publishes it or sends it back to you with a note." : "An author or an editor publishes this article."}
          </Typography>
        )}
        {post && !deleted && can.delete && (
          <Button color="error" disabled={busy} onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>

      {scheduling && (
        <ScheduleDialog
          open
          scheduled={post?.publishAt ?? null}
          busy={busy}
          onClose={() => setScheduling(false)}
          onSchedule={(at, shownAs) => {
            setScheduling(false);
            void run(() => onAct("publish", { publishAt: at.toISOString() }, `Scheduled for ${shownAs}.`));
          }}
        />
      )}

      <Dialog
        open={confirmPublish}
        onClose={() => setConfirmPublish(false)}
        aria-labelledby="publish-title"
        aria-describedby="publish-text"
      >
        <DialogTitle id="publish-title">Publish this article?</DialogTitle>
        <DialogContent>
          <DialogContentText id="publish-text">
            {ready
              ? "Readers see it at once: on the home page, in its category and in the feeds. Your unsaved changes are saved first."
              : "Something an article needs is missing: complete it before publishing."}
          </DialogContentText>
          <List aria-label="Pre-publish check" dense>
            {check.map((item) => (
              <CheckLine key={item.id} item={item} />
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmPublish(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!ready || busy}
            onClick={() => {
              setConfirmPublish(false);
              void run(() => onAct("publish", {}, "Published: readers can see it now."));
            }}
          >
            Publish
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={confirmUnpublish} onClose={() => setConfirmUnpublish(false)} aria-labelledby="unpublish-title">
        <DialogTitle id="unpublish-title">Unpublish this article?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            It leaves the site at once: its page, the lists, the feeds and the sitemap. It stays here, and you can publish it again.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmUnpublish(false)}>Cancel</Button>
          <Button
            color="warning"
            variant="contained"
            onClick={() => {
              setConfirmUnpublish(false);
              void run(() => onAct("unpublish", undefined, "Unpublished: readers no longer see it."));
            }}
          >
            Unpublish
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={sendingBack} onClose={() => setSendingBack(false)} aria-labelledby="send-back-title">
        <Stack
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            setSendingBack(false);
            void run(() => onAct("send-back", { note: note.trim() }, "Sent back: the writer has your note."));
            setNote("");
          }}
        >
          <DialogTitle id="send-back-title">Send it back to the writer</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              It goes back to draft with your note, which the writer is mailed and sees here.
            </DialogContentText>
            <TextField
              label="Note to the writer"
              multiline
              minRows={3}
              fullWidth
              autoFocus
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setSendingBack(false)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={!note.trim()}>
              Send back
            </Button>
          </DialogActions>
        </Stack>
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
