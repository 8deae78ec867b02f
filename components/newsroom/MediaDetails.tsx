"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useState, type FormEvent } from "react";
import useSWR from "swr";
import { fieldErrors } from "@/lib/http/validation";
import { updateMediaSchema } from "@/lib/media/schemas";
import type { MediaItem, MediaUsage, MediaUse } from "@/lib/media/types";
import { ApiRequestError, apiRequest } from "@/lib/ui/api-client";
import { formatDateTime, STATUS_LABELS } from "./format";

const USES: Record<MediaUse, string> = {
  featured_image: "featured image",
  top_banner: "top banner",
  bottom_banner: "bottom banner",
  body: "in the text",
};

/** Where an image appears (GET /api/admin/media/{name}/usage), each with a link to it. */
function Usage({ name }: { name: string }) {
  const fallback = "Where this image is used could not be loaded.";
  const { data, error } = useSWR(`/api/admin/media/${encodeURIComponent(name)}/usage`, (url: string) =>
    apiRequest<MediaUsage>(url, { fallback }),
  );
  if (error) return <Alert severity="error">{error instanceof Error ? error.message : fallback}</Alert>;
  if (!data) return <Typography color="text.secondary">Looking for the image in articles and bylines…</Typography>;
  if (data.articles.length === 0 && data.bylines.length === 0)
    return <Typography color="text.secondary">Not used in any article or byline: it can be deleted safely.</Typography>;
  return (
    <List dense disablePadding aria-label="Where this image is used">
      {data.articles.map((article) => (
        <ListItem key={`post-${article.id}`} disableGutters>
          <ListItemText
            primary={
              <Link href={`/admin/posts/${article.id}`} underline="hover">
                {article.title}
              </Link>
            }
            secondary={
              <>
                Article, {STATUS_LABELS[article.status].toLowerCase()}: {article.uses.map((use) => USES[use]).join(", ")}
                {article.status === "published" && (
                  <>
                    {" · "}
                    <Link href={article.url} aria-label={`${article.title} on the site`}>
                      on the site
                    </Link>
                  </>
                )}
              </>
            }
          />
        </ListItem>
      ))}
      {data.bylines.map((byline) => (
        <ListItem key={`byline-${byline.id}`} disableGutters>
          <ListItemText
            primary={
              <Link href={byline.url} underline="hover">
                {byline.name}
              </Link>
            }
            secondary="Byline photo"
          />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * One image of the library in a dialog: the picture, its alt text and caption to edit (PATCH
 * /api/admin/media/{name}, checked with the API's own schema first), and where it is used.
 */
export function MediaDetails({ item, onClose, onSaved }: { item: MediaItem; onClose: () => void; onSaved: (saved: MediaItem) => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const [alt, setAlt] = useState(item.alt);
  const [caption, setCaption] = useState(item.caption ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = updateMediaSchema.safeParse({ alt, caption });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const saved = await apiRequest<MediaItem>(`/api/admin/media/${encodeURIComponent(item.name)}`, {
        method: "PATCH",
        body: { alt, caption },
        fallback: "The image's texts could not be saved.",
      });
      onSaved(saved);
    } catch (error) {
      setErrors(error instanceof ApiRequestError ? error.errors : {});
      setFailure(error instanceof Error ? error.message : "The image's texts could not be saved.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="media-details-title">
      <Stack component="form" onSubmit={(event) => void save(event)} noValidate sx={{ height: "100%" }}>
        <DialogTitle id="media-details-title">Image details</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the library's own upload, served as it is */}
            <img
              src={item.url}
              alt={item.alt}
              style={{ width: "100%", maxHeight: 280, objectFit: "contain", background: theme.palette.grey[100] }}
            />
            <Typography variant="body2" color="text.secondary">
              {item.name} · {item.width} × {item.height} · uploaded {formatDateTime(item.createdAt)}
            </Typography>
            <TextField
              label="Alt text"
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              required
              multiline
              error={Boolean(errors.alt)}
              helperText={errors.alt ?? "What the image shows, for readers who cannot see it."}
            />
            <TextField
              label="Caption"
              value={caption}
              onChange={(event) => setCaption(event.target.value)}
              multiline
              error={Boolean(errors.caption)}
              helperText={errors.caption ?? "Shown under the image; leave blank for none."}
            />
            {failure && <Alert severity="error">{failure}</Alert>}
            <Typography variant="h3" sx={{ fontSize: "1rem", fontWeight: 700 }}>
              Where it is used
            </Typography>
            <Usage name={item.name} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
