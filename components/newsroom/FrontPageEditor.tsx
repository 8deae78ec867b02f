"use client";

import { useEffect, useState } from "react";
import useSWR from "swr";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import ArrowDownIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpIcon from "@mui/icons-material/ArrowUpward";
import CloseIcon from "@mui/icons-material/Close";
import Link from "next/link";
import { MAX_PINNED_STORIES } from "@/lib/newsroom/messages";
import type { AdminPostPage, FrontPagePin } from "@/lib/newsroom/types";
import { apiRequest } from "@/lib/ui/api-client";
import { inEveryZone, toWallTime, wallTimeToUtc, zoneLabel, zoneOfChoice, type ZoneChoice } from "@/lib/newsroom/zones";
import { formatDateTime } from "./format";
import { ZoneSelect } from "./ZoneSelect";

const FRONT_PAGE_URL = "/api/admin/front-page";
const fetchPins = (url: string) => apiRequest<{ pinned: FrontPagePin[] }>(url, { fallback: "The front page could not be loaded." });
const fetchPublished = (url: string) => apiRequest<AdminPostPage>(url, { fallback: "The articles could not be loaded." });

/** A pin as edited here: the end time as the `datetime-local` field holds it (a wall time in the zone picked), or "". */
type Draft = { postId: number; title: string; until: string };

const toDraft = (pin: FrontPagePin, choice: ZoneChoice): Draft => ({
  postId: pin.postId,
  title: pin.title,
  until: pin.until ? toWallTime(new Date(pin.until), zoneOfChoice(choice)) : "",
});

/**
 * The front page (editors and admins): up to five published stories pinned above the newest, in the
 * order set here (Move up / Move down), each until an optional end time, typed in the zone the editor
 * picks (their own, New York or London) and shown in the others. Saving replaces the pins; readers
 * see them within seconds.
 */
export function FrontPageEditor() {
  const { data, error, isLoading, mutate } = useSWR(FRONT_PAGE_URL, fetchPins, { revalidateOnFocus: false });
  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={{ fontSize: { xs: "1.75rem", md: "2.25rem" } }}>
        Front page
      </Typography>
      <Typography color="text.secondary">
        Pin up to {MAX_PINNED_STORIES} published stories to the top of the <Link href="/">home page</Link>, in this order; every other
        article follows, newest first. A pin with an end time drops out by itself then.
      </Typography>
      {error && <Alert severity="error">{error instanceof Error ? error.message : "The front page could not be loaded."}</Alert>}
      {isLoading && <LinearProgress aria-label="Loading the front page" />}
      {data && <PinsEditor initial={data.pinned} onSaved={(saved) => void mutate(saved, { revalidate: false })} />}
    </Stack>
  );
}

function PinsEditor({ initial, onSaved }: { initial: FrontPagePin[]; onSaved: (saved: { pinned: FrontPagePin[] }) => void }) {
  const [choice, setChoice] = useState<ZoneChoice>("own");
  const [pins, setPins] = useState<Draft[]>(() => initial.map((pin) => toDraft(pin, "own")));
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const zone = zoneLabel(zoneOfChoice(choice));
  const endOf = (pin: Draft) => (pin.until ? wallTimeToUtc(pin.until, zoneOfChoice(choice)) : null);
  // The previous results stay while a new search loads: the rows do not vanish under the pointer.
  const published = useSWR(`/api/admin/posts?status=published&limit=10${query ? `&q=${encodeURIComponent(query)}` : ""}`, fetchPublished, {
    keepPreviousData: true,
  });

  // Searching waits until typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const full = pins.length >= MAX_PINNED_STORIES;
  const edit = (next: Draft[]) => {
    setPins(next);
    setNotice(null);
  };
  // Another zone shows the same end times in its clocks: a saved end time never moves by itself.
  const pickZone = (next: ZoneChoice) => {
    setPins(pins.map((pin) => ({ ...pin, until: pin.until && endOf(pin) ? toWallTime(endOf(pin)!, zoneOfChoice(next)) : pin.until })));
    setChoice(next);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...pins];
    const [pin] = next.splice(index, 1);
    next.splice(index + by, 0, pin!);
    edit(next);
  };

  async function save() {
    setBusy(true);
    setProblem(null);
    try {
      const body = {
        pinned: pins.map((pin) => ({ postId: pin.postId, ...(endOf(pin) ? { until: endOf(pin)!.toISOString() } : {}) })),
      };
      const saved = await apiRequest<{ pinned: FrontPagePin[] }>(FRONT_PAGE_URL, {
        method: "PUT",
        body,
        fallback: "The front page could not be saved.",
      });
      setPins(saved.pinned.map((pin) => toDraft(pin, choice)));
      onSaved(saved);
      setNotice(saved.pinned.length > 0 ? "Saved: the home page now leads with these stories." : "Saved: no story is pinned now.");
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : "The front page could not be saved.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
      <Paper variant="outlined" component="section" aria-labelledby="pinned-heading" sx={{ p: 2 }}>
        <Typography id="pinned-heading" variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
          Pinned stories
        </Typography>
        {pins.length === 0 && <Typography color="text.secondary">No story is pinned: the home page shows the newest first.</Typography>}
        {pins.length > 0 && (
          <Box sx={{ maxWidth: "20rem", my: 1 }}>
            <ZoneSelect value={choice} onChange={pickZone} size="small" fullWidth />
          </Box>
        )}
        <List aria-labelledby="pinned-heading">
          {pins.map((pin, index) => (
            <ListItem key={pin.postId} divider sx={{ flexWrap: "wrap", gap: 1, alignItems: "center" }}>
              <ListItemText primary={`${index + 1}. ${pin.title}`} sx={{ flex: "1 1 16rem" }} />
              <TextField
                type="datetime-local"
                size="small"
                label={`Ends (${zone})`}
                value={pin.until}
                onChange={(event) => edit(pins.map((other) => (other === pin ? { ...pin, until: event.target.value } : other)))}
                helperText={
                  endOf(pin) ? `Until ${inEveryZone(endOf(pin)!, choice)}` : pin.until ? "Enter a day and a time." : "No end time"
                }
                error={Boolean(pin.until) && !endOf(pin)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { "aria-label": `End time of ${pin.title} (${zone})` } }}
              />
              <Box sx={{ whiteSpace: "nowrap" }}>
                <IconButton aria-label={`Move ${pin.title} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                  <ArrowUpIcon />
                </IconButton>
                <IconButton aria-label={`Move ${pin.title} down`} disabled={index === pins.length - 1} onClick={() => move(index, 1)}>
                  <ArrowDownIcon />
                </IconButton>
                <IconButton aria-label={`Unpin ${pin.title}`} onClick={() => edit(pins.filter((other) => other !== pin))}>
                  <CloseIcon />
                </IconButton>
              </Box>
            </ListItem>
          ))}
        </List>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          Save the front page
        </Button>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="add-heading" sx={{ p: 2 }}>
        <Typography id="add-heading" variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
          Add a story
        </Typography>
        <TextField
          label="Search published articles"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
          size="small"
          helperText={full ? `${MAX_PINNED_STORIES} stories are pinned: unpin one to add another.` : undefined}
        />
        {published.error && (
          <Alert severity="error">{published.error instanceof Error ? published.error.message : "The articles could not be loaded."}</Alert>
        )}
        <List aria-label="Published articles">
          {(published.data?.posts ?? [])
            .filter((post) => !pins.some((pin) => pin.postId === post.id))
            .map((post) => (
              <ListItem key={post.id} divider sx={{ gap: 1 }}>
                <ListItemText
                  primary={post.title}
                  secondary={post.publishedAt ? `Published ${formatDateTime(post.publishedAt)}` : undefined}
                />
                <Button
                  size="small"
                  disabled={full}
                  aria-label={`Pin ${post.title}`}
                  onClick={() => edit([...pins, { postId: post.id, title: post.title, until: "" }])}
                >
                  Pin
                </Button>
              </ListItem>
            ))}
        </List>
      </Paper>
    </>
  );
}
