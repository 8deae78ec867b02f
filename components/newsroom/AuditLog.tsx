"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import Link from "next/link";
import type { AuditAction, AuditEntry } from "@/lib/newsroom/types";
import { formatDateTime } from "./format";
import { useCursorList } from "./useCursorList";

const ACTIONS: Record<AuditAction, string> = {
  created: "created",
  submitted: "submitted for review",
  withdrawn: "withdrew from review",
  sent_back: "sent back to its writer",
  published: "published",
  scheduled: "scheduled",
  unpublished: "unpublished",
  deleted: "deleted",
  restored: "restored",
  reverted: "restored a revision of",
  edited: "edited the live article",
  media_uploaded: "uploaded an image",
  media_updated: "changed the alt text or caption of an image",
  media_deleted: "deleted an image",
  comment_moderated: "moderated a comment on",
  comment_deleted: "deleted a comment on",
  tag_created: "created the tag",
  tag_edited: "edited the tag",
  tag_merged: "merged the tag",
  category_created: "created the category",
  category_edited: "edited the category",
  category_merged: "merged the category",
  category_deleted: "deleted the category",
  front_page_changed: "changed the front page's pinned stories",
  signed_in: "signed in",
  session_confirmed: "confirmed their session",
  two_step_changed: "changed two-step verification",
  authenticator_added: "set up an authenticator app",
  authenticator_removed: "removed their authenticator app",
  recovery_codes_replaced: "made new recovery codes",
  password_changed: "changed their password",
  role_changed: "changed the role of an account",
  account_deactivated: "deactivated an account",
  account_reactivated: "reactivated an account",
  invitation_sent: "invited",
  invitation_resent: "sent the invitation again to",
  invitation_revoked: "withdrew the invitation of",
  invitation_accepted: "accepted the invitation sent to",
  byline_created: "created the byline",
  byline_updated: "edited the byline",
  correction_added: "published a correction to",
  correction_edited: "edited a correction to",
  menu_updated: "changed the menu",
  page_created: "created the page",
  page_edited: "edited the page",
  page_published: "published the page",
  page_unpublished: "unpublished the page",
  page_deleted: "deleted the page",
  page_redirect_removed: "removed an old address of the page",
};

const SECOND_FACTORS: Record<string, string> = {
  code: "a code",
  "trusted-browser": "a trusted browser",
  totp: "an authenticator app",
  "recovery-code": "a recovery code",
};

/** The particulars of an account event, e.g. "with Google, no second factor yet". */
function accountDetails(entry: AuditEntry): string {
  const { details } = entry;
  switch (entry.action) {
    case "signed_in": {
      const how = details.method === "google" ? "with Google" : "with the password";
      const second = typeof details.secondFactor === "string" ? SECOND_FACTORS[details.secondFactor] : undefined;
      return `${how}, ${second ? `then ${second}` : "no second factor yet"}`;
    }
    case "tag_merged":
    case "category_merged":
      return `into ${String(details.intoName)}`;
    case "front_page_changed": {
      const titles = (details.after as { title?: string }[] | undefined)?.map((pin) => pin.title) ?? [];
      return titles.length > 0 ? `(now: ${titles.join("; ")})` : "(none pinned now)";
    }
    case "tag_edited":
    case "category_edited": {
      const before = details.before as { name?: string } | undefined;
      const after = details.after as { name?: string } | undefined;
      return before?.name === after?.name ? String(after?.name ?? "") : `${String(before?.name)} → ${String(after?.name)}`;
    }
    case "page_created":
    case "page_published":
    case "page_unpublished":
    case "page_deleted":
      return `(/${String(details.slug)})`;
    case "page_redirect_removed":
      return `(/${String(details.removed)}, which led to /${String(details.slug)})`;
    case "page_edited": {
      const before = details.before as { slug?: string } | undefined;
      const moved = before?.slug ? `/${before.slug} → ` : "";
      return `(${moved}/${String(details.slug)})`;
    }
    case "two_step_changed":
      return details.enabled ? "(turned on)" : "(turned off)";
    case "role_changed":
      return `(${String(details.account)}: ${String(details.from)} → ${String(details.to)})`;
    case "account_deactivated":
    case "account_reactivated":
      return `(${String(details.account)})`;
    case "invitation_sent":
    case "invitation_resent":
    case "invitation_revoked":
    case "invitation_accepted":
      return `${String(details.email)} (${String(details.role)})`;
    default:
      return "";
  }
}

/** Who did what to which article, and when: newest first, a page at a time (admins). */
export function AuditLog() {
  const log = useCursorList<"entries", AuditEntry>("/api/admin/audit", "entries", "The audit log could not be loaded.");
  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={{ fontSize: { xs: "1.75rem", md: "2.25rem" } }}>
        Audit log
      </Typography>
      {log.error && <Alert severity="error">{log.error}</Alert>}
      {log.isLoading && <LinearProgress aria-label="Loading the audit log" />}
      {!log.isLoading && log.rows.length === 0 && !log.error && <Typography color="text.secondary">Nothing has happened yet.</Typography>}
      {log.rows.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Audit log">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>What</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {log.rows.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(entry.createdAt)}</TableCell>
                  <TableCell>{entry.userName ?? "A removed account"}</TableCell>
                  <TableCell>
                    {ACTIONS[entry.action] ?? entry.action} {typeof entry.details.name === "string" && `${entry.details.name} `}
                    {accountDetails(entry)}
                    {entry.postId ? (
                      <Link href={`/admin/posts/${entry.postId}`}>{entry.postTitle || `article ${entry.postId}`}</Link>
                    ) : (
                      entry.postTitle
                    )}
                    {entry.action === "scheduled" &&
                      typeof entry.details.publishAt === "string" &&
                      ` for ${formatDateTime(entry.details.publishAt)}`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {log.hasMore && (
        <Button onClick={log.loadMore} disabled={log.loadingMore} sx={{ alignSelf: "center" }}>
          {log.loadingMore ? "Loading…" : "Older entries"}
        </Button>
      )}
    </Stack>
  );
}
