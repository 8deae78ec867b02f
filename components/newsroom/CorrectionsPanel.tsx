"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import useSWR from "swr";
import type { AdminCorrection } from "@/lib/newsroom/types";
import { apiRequest } from "@/lib/ui/api-client";
import { formatDateTime } from "./format";

const FALLBACK = "The corrections could not be loaded.";
const MAX = 1000;

/** One correction's text, editable in place (the date stays; the change is audited). */
function CorrectionItem({ postId, correction, onSaved }: { postId: number; correction: AdminCorrection; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(correction.text);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = `Correction of ${formatDateTime(correction.createdAt)}`;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiRequest(`/api/admin/posts/${postId}/corrections/${correction.id}`, {
        method: "PATCH",
        body: { text },
        fallback: "The correction could not be saved.",
      });
      setEditing(false);
      onSaved();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The correction could not be saved.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: "none" }} aria-label={label}>
      <Typography variant="caption" component="p" color="text.secondary">
        {formatDateTime(correction.createdAt)}
        {correction.updatedAt !== correction.createdAt && ` · text edited ${formatDateTime(correction.updatedAt)}`}
      </Typography>
      {editing ? (
        <Stack component="form" spacing={1} onSubmit={save} noValidate sx={{ mt: 1 }}>
          <TextField
            label={`Text of the correction of ${formatDateTime(correction.createdAt)}`}
            multiline
            minRows={2}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX } }}
            helperText={`${text.length} / ${MAX} characters`}
          />
          {error && <Alert severity="error">{error}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" size="small" disabled={busy}>
              {busy ? "Saving…" : "Save correction"}
            </Button>
            <Button
              size="small"
              onClick={() => {
                setEditing(false);
                setText(correction.text);
              }}
            >
              Cancel
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", justifyContent: "space-between", mt: 0.5 }}>
          <Typography>{correction.text}</Typography>
          <Button size="small" variant="outlined" onClick={() => setEditing(true)} aria-label={`Edit the ${label.toLowerCase()}`}>
            Edit
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

/**
 * An article's corrections (editors and admins): append one to the published article, edit one's
 * text. Readers see them newest first under the headline, on /corrections and in the JSON-LD.
 */
export function CorrectionsPanel({ postId, title }: { postId: number; title: string }) {
  const url = `/api/admin/posts/${postId}/corrections`;
  const { data, error, isLoading, mutate } = useSWR(url, (key: string) =>
    apiRequest<{ corrections: AdminCorrection[]; live: boolean }>(key, { fallback: FALLBACK }),
  );
  const [text, setText] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const [busy, setBusy] = useState(false);

  async function append(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) return setFailure("Please write the correction.");
    setBusy(true);
    setFailure(null);
    try {
      await apiRequest(url, { method: "POST", body: { text }, fallback: "The correction could not be published." });
      setText("");
      setAdded(true);
      void mutate();
    } catch (problem) {
      setFailure(problem instanceof Error ? problem.message : "The correction could not be published.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={2}>
      <Button component={Link} href={`/admin/posts/${postId}`} startIcon={<ArrowBackIcon />} size="small" sx={{ alignSelf: "flex-start" }}>
        Back to the article
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: "1.75rem", md: "2.25rem" } }}>
        Corrections
      </Typography>
      <Typography color="text.secondary">
        {title}: readers see every correction under the headline as &lsquo;Correction, &#123;date&#125;: …&rsquo;, newest first, and on{" "}
        <Link href="/corrections" target="_blank">
          /corrections
        </Link>
        .
      </Typography>
      {error && <Alert severity="error">{error instanceof Error ? error.message : FALLBACK}</Alert>}
      {isLoading && <LinearProgress aria-label="Loading the corrections" />}
      {data && !data.live && <Alert severity="info">This article is not published: corrections are appended to a live article.</Alert>}
      {data?.live && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack component="form" spacing={1.5} onSubmit={append} noValidate aria-label="Append a correction">
            <Typography variant="h2" sx={{ fontSize: "1.1rem" }}>
              Append a correction
            </Typography>
            <TextField
              label="Correction"
              multiline
              minRows={3}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setAdded(false);
              }}
              slotProps={{ htmlInput: { maxLength: MAX } }}
              helperText={`What was wrong and what is right, e.g. "An earlier version gave the rate as 4.5%; it is 4.25%." ${text.length} / ${MAX}`}
            />
            {failure && <Alert severity="error">{failure}</Alert>}
            {added && <Alert severity="success">Published: readers see it under the headline within seconds.</Alert>}
            <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: "flex-start" }}>
              {busy ? "Publishing…" : "Publish correction"}
            </Button>
          </Stack>
        </Paper>
      )}
      {data && data.corrections.length === 0 && <Typography color="text.secondary">No corrections yet.</Typography>}
      {data && data.corrections.length > 0 && (
        <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Corrections, newest first">
          {data.corrections.map((correction) => (
            <CorrectionItem
              key={`${correction.id}:${correction.updatedAt}`}
              postId={postId}
              correction={correction}
              onSaved={() => void mutate()}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
