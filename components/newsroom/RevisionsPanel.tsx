"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import useSWR from "swr";
import type { AdminPost, DiffPart, Revision, RevisionComparison } from "@/lib/newsroom/types";
import { apiRequest } from "@/lib/ui/api-client";
import { formatDateTime, STATUS_LABELS } from "./format";

const REASONS: Record<Revision["reason"], string> = {
  created: "Created",
  edited: "Edited",
  submitted: "Submitted for review",
  withdrawn: "Withdrawn from review",
  sent_back: "Sent back",
  published: "Published",
  scheduled: "Scheduled",
  unpublished: "Unpublished",
  deleted: "Deleted",
  restored: "Restored",
  reverted: "Revision restored",
};

const label = (revision: Revision) =>
  `${formatDateTime(revision.createdAt)} · ${REASONS[revision.reason]}${revision.userName ? ` · ${revision.userName}` : ""}`;

/** A word diff: added words underlined in green, removed ones struck through in red. */
function Diff({ parts }: { parts: DiffPart[] }) {
  return (
    <Box
      sx={{
        whiteSpace: "pre-wrap",
        lineHeight: 1.7,
        "& ins": { bgcolor: "#d7f5dd", textDecoration: "underline" },
        "& del": { bgcolor: "#fbe0e0" },
      }}
    >
      {parts.map((part, index) =>
        part.kind === "added" ? (
          <ins key={index}>{part.text}</ins>
        ) : part.kind === "removed" ? (
          <del key={index}>{part.text}</del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Box>
  );
}

/**
 * An article's revisions, newest first: compare any two (a word diff of the title and of the
 * body's text) and restore one (after a confirmation; the restore is itself a new revision).
 */
export function RevisionsPanel({ postId, title, canRestore }: { postId: number; title: string; canRestore: boolean }) {
  const router = useRouter();
  const base = `/api/admin/posts/${postId}/revisions`;
  const { data, error } = useSWR(base, (url: string) =>
    apiRequest<{ revisions: Revision[] }>(url, { fallback: "The revisions could not be loaded." }),
  );
  const revisions = data?.revisions ?? [];
  const [newer, setNewer] = useState<number | null>(null);
  const [older, setOlder] = useState<number | null>(null);
  const newerId = newer ?? revisions[0]?.id ?? null;
  const olderId = older ?? revisions[1]?.id ?? null;
  const comparison = useSWR(
    newerId && olderId && newerId !== olderId ? `${base}/${newerId}/diff?against=${olderId}` : null,
    (url: string) => apiRequest<RevisionComparison>(url, { fallback: "The revisions could not be compared." }),
  );
  const [restoring, setRestoring] = useState<Revision | null>(null);
  const [restoreError, setRestoreError] = useState<string | null>(null);

  async function restore(revision: Revision) {
    setRestoring(null);
    try {
      await apiRequest<AdminPost>(`${base}/${revision.id}/restore`, { method: "POST", fallback: "The revision could not be restored." });
      router.push(`/admin/posts/${postId}`);
      router.refresh();
    } catch (failure) {
      setRestoreError(failure instanceof Error ? failure.message : "The revision could not be restored.");
    }
  }

  const choice = (name: string, value: number | null, onChange: (id: number) => void) => (
    <TextField
      select
      label={name}
      size="small"
      value={value ?? ""}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 260 }}
    >
      {revisions.map((revision) => (
        <MenuItem key={revision.id} value={revision.id}>
          {label(revision)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2}>
      <Button component={Link} href={`/admin/posts/${postId}`} startIcon={<ArrowBackIcon />} size="small" sx={{ alignSelf: "flex-start" }}>
        Back to the editor
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: "1.6rem", md: "2rem" } }}>
        Revisions of “{title}”
      </Typography>
      {error && <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>}
      {restoreError && <Alert severity="error">{restoreError}</Alert>}
      {!data && !error && <LinearProgress aria-label="Loading revisions" />}
      {revisions.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Revisions">
            <TableHead>
              <TableRow>
                <TableCell>Saved</TableCell>
                <TableCell>What happened</TableCell>
                <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>By</TableCell>
                <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>Status</TableCell>
                <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>Title</TableCell>
                {canRestore && <TableCell>Restore</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {revisions.map((revision, index) => (
                <TableRow key={revision.id}>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(revision.createdAt)}</TableCell>
                  <TableCell>{REASONS[revision.reason]}</TableCell>
                  <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>{revision.userName ?? "—"}</TableCell>
                  <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>{STATUS_LABELS[revision.status]}</TableCell>
                  <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>{revision.title}</TableCell>
                  {canRestore && (
                    <TableCell>
                      {index === 0 ? (
                        <Typography variant="body2" color="text.secondary">
                          Current
                        </Typography>
                      ) : (
                        <Button
                          size="small"
                          onClick={() => setRestoring(revision)}
                          aria-label={`Restore the revision of ${label(revision)}`}
                        >
                          Restore
                        </Button>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {revisions.length > 1 && (
        <Paper variant="outlined" component="section" aria-label="Compare revisions" sx={{ p: 2 }}>
          <Typography variant="h2" sx={{ fontSize: "1.1rem", mb: 2 }}>
            Compare
          </Typography>
          <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 2 }}>
            {choice("Older version", olderId, setOlder)}
            {choice("Newer version", newerId, setNewer)}
          </Stack>
          {comparison.error && (
            <Alert severity="error">
              {comparison.error instanceof Error ? comparison.error.message : "The revisions could not be compared."}
            </Alert>
          )}
          {comparison.data && (
            <Stack spacing={2}>
              <Box>
                <Typography variant="subtitle2" component="h3">
                  Title
                </Typography>
                <Diff parts={comparison.data.title} />
              </Box>
              <Box>
                <Typography variant="subtitle2" component="h3">
                  Body
                </Typography>
                <Diff parts={comparison.data.body} />
              </Box>
            </Stack>
          )}
          {newerId === olderId && <Typography color="text.secondary">Choose two different versions.</Typography>}
        </Paper>
      )}
      <Dialog open={restoring !== null} onClose={() => setRestoring(null)} aria-labelledby="restore-title">
        <DialogTitle id="restore-title">Restore this revision?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The article&apos;s text and settings go back to the version of {restoring ? label(restoring) : ""}. The current version stays in
            the list, so this can be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRestoring(null)}>Cancel</Button>
          <Button variant="contained" onClick={() => restoring && void restore(restoring)}>
            Restore
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
