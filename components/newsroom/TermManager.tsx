"use client";

import { useState } from "react";
import useSWR from "swr";
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
import Link from "next/link";
import { visuallyHidden } from "@/components/auth/visuallyHidden";
import type { AdminTag } from "@/lib/newsroom/types";
import { apiRequest } from "@/lib/ui/api-client";

/** A tag or a category as the back office lists it: the same shape. */
export type Term = AdminTag;

/** What differs between the tags' and the categories' screens. */
export interface TermKind {
  /** "Tags", "Categories": the heading. */
  plural: string;
  /** "tag", "category". */
  singular: string;
  /** The staff API's collection: GET lists, POST creates, PATCH …/{id}, POST …/{id}/merge, DELETE …/{id}. */
  url: string;
  /** The public address of one: `/tag/`, `/category/`. */
  path: string;
  /** Reads the list from the collection's answer. */
  read: (url: string) => Promise<Term[]>;
  /** An empty one may be deleted (one with articles is merged instead). */
  deletable: boolean;
}

type Editing = { kind: "edit" | "merge" | "delete"; tag: Term } | { kind: "new" };

/**
 * A taxonomy of the site (editors and admins): create, rename, re-slug and describe a term (its old
 * address keeps working with a 308), merge one into another (its articles and address move), and
 * for categories delete an empty one.
 */
export function TermManager({ terms: kind }: { terms: TermKind }) {
  const { data: tags, error, isLoading, mutate } = useSWR(kind.url, kind.read);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", gap: 2, flexWrap: "wrap" }}>
        <Typography variant="h1" sx={{ fontSize: { xs: "1.75rem", md: "2.25rem" } }}>
          {kind.plural}
        </Typography>
        <Button variant="contained" onClick={() => setEditing({ kind: "new" })}>
          New {kind.singular}
        </Button>
      </Stack>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {error && (
        <Alert severity="error">{error instanceof Error ? error.message : `The ${kind.plural.toLowerCase()} could not be loaded.`}</Alert>
      )}
      {isLoading && <LinearProgress aria-label={`Loading the ${kind.plural.toLowerCase()}`} />}
      {tags && tags.length === 0 && <Typography color="text.secondary">No {kind.plural.toLowerCase()} yet.</Typography>}
      {tags && tags.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={kind.plural}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>Address</TableCell>
                <TableCell align="right">Articles</TableCell>
                <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>Description</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tags.map((tag) => (
                <TableRow key={tag.id}>
                  <TableCell>{tag.name}</TableCell>
                  <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>
                    <Link href={`${kind.path}${tag.slug}`}>
                      {kind.path}
                      {tag.slug}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{tag.count}</TableCell>
                  <TableCell sx={{ display: { xs: "none", md: "table-cell" }, color: "text.secondary" }}>{tag.description}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    <Button size="small" aria-label={`Edit ${tag.name}`} onClick={() => setEditing({ kind: "edit", tag })}>
                      Edit
                    </Button>
                    <Button size="small" aria-label={`Merge ${tag.name}`} onClick={() => setEditing({ kind: "merge", tag })}>
                      Merge
                    </Button>
                    {kind.deletable && (
                      <Button
                        size="small"
                        color="error"
                        aria-label={`Delete ${tag.name}`}
                        onClick={() => setEditing({ kind: "delete", tag })}
                      >
                        Delete
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing &&
        (editing.kind === "merge" ? (
          <MergeDialog
            kind={kind}
            tag={editing.tag}
            others={(tags ?? []).filter((other) => other.id !== editing.tag.id)}
            onClose={() => setEditing(null)}
            onDone={(into) => {
              setEditing(null);
              setNotice(
                `${editing.tag.name} was merged into ${into.name}; ${kind.path}${editing.tag.slug} now leads to ${kind.path}${into.slug}.`,
              );
              void mutate();
            }}
          />
        ) : editing.kind === "delete" ? (
          <DeleteDialog
            kind={kind}
            tag={editing.tag}
            onClose={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              setNotice(`${editing.tag.name} was deleted.`);
              void mutate();
            }}
          />
        ) : (
          <TagDialog
            kind={kind}
            tag={editing.kind === "edit" ? editing.tag : undefined}
            onClose={() => setEditing(null)}
            onDone={(saved) => {
              setEditing(null);
              setNotice(editing.kind === "edit" ? `${saved.name} was saved.` : `${saved.name} was created.`);
              void mutate();
            }}
          />
        ))}
    </Stack>
  );
}

/** Creates a term, or edits one: name, address (slug) and description. */
function TagDialog({ kind, tag, onClose, onDone }: { kind: TermKind; tag?: Term; onClose: () => void; onDone: (tag: Term) => void }) {
  const [name, setName] = useState(tag?.name ?? "");
  const [slug, setSlug] = useState(tag?.slug ?? "");
  const [description, setDescription] = useState(tag?.description ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    setProblem(null);
    try {
      const body = { name, description, ...(slug.trim() ? { slug: slug.trim() } : {}) };
      const saved = tag
        ? await apiRequest<Term>(`${kind.url}/${tag.id}`, { method: "PATCH", body, fallback: `The ${kind.singular} could not be saved.` })
        : await apiRequest<Term>(kind.url, { method: "POST", body, fallback: `The ${kind.singular} could not be created.` });
      onDone(saved);
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : `The ${kind.singular} could not be saved.`);
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="tag-dialog-title">
      <Stack
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="tag-dialog-title">{tag ? `Edit ${tag.name}` : `New ${kind.singular}`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <TextField label="Name" required value={name} onChange={(event) => setName(event.target.value)} autoFocus />
            <TextField
              label="Address"
              value={slug}
              onChange={(event) => setSlug(event.target.value)}
              helperText={tag ? "Changing it keeps the old address working: it redirects here." : "Made from the name when left empty."}
            />
            <TextField
              label="Description"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              multiline
              minRows={2}
              helperText={`Shown on the ${kind.singular}'s page. At most 500 characters.`}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
            Save
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}

/** Merges a term into another: its articles carry the other, its address redirects there. */
function MergeDialog({
  kind,
  tag,
  others,
  onClose,
  onDone,
}: {
  kind: TermKind;
  tag: Term;
  others: Term[];
  onClose: () => void;
  onDone: (into: Term) => void;
}) {
  const [into, setInto] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function merge() {
    setBusy(true);
    setProblem(null);
    try {
      onDone(
        await apiRequest<Term>(`${kind.url}/${tag.id}/merge`, {
          method: "POST",
          body: { into: Number(into) },
          fallback: `The ${kind.plural.toLowerCase()} could not be merged.`,
        }),
      );
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : `The ${kind.plural.toLowerCase()} could not be merged.`);
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="merge-dialog-title">
      <Stack
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void merge();
        }}
      >
        <DialogTitle id="merge-dialog-title">Merge {tag.name}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Its {tag.count} {tag.count === 1 ? "article moves" : "articles move"} to the {kind.singular} you choose, and {kind.path}
            {tag.slug} will redirect there. {tag.name} is then gone.
          </DialogContentText>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <TextField select label="Merge into" value={into} onChange={(event) => setInto(event.target.value)} fullWidth required>
            {others.map((other) => (
              <MenuItem key={other.id} value={String(other.id)}>
                {other.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" color="warning" variant="contained" disabled={busy || !into}>
            Merge
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}

/** Deletes an empty term; the server refuses one with articles (409: merge it instead). */
function DeleteDialog({ kind, tag, onClose, onDone }: { kind: TermKind; tag: Term; onClose: () => void; onDone: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    setProblem(null);
    try {
      await apiRequest<unknown>(`${kind.url}/${tag.id}`, { method: "DELETE", fallback: `The ${kind.singular} could not be deleted.` });
      onDone();
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : `The ${kind.singular} could not be deleted.`);
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="delete-dialog-title">
      <DialogTitle id="delete-dialog-title">Delete {tag.name}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {tag.count > 0
            ? `It has ${tag.count} ${tag.count === 1 ? "article" : "articles"}: merge it into another ${kind.singular} instead.`
            : `${kind.path}${tag.slug} will no longer exist.`}
        </DialogContentText>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => void remove()}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
