"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useState } from "react";
import type { MediaItem } from "@/lib/media/types";
import { MediaDetails } from "./MediaDetails";
import { MediaGrid } from "./MediaGrid";
import { MediaListState, MediaSearchField } from "./MediaSearch";
import { MediaUploadForm } from "./MediaUploadForm";
import { useMediaLibrary } from "./useMediaLibrary";

/**
 * The media library screen: upload (alt text required), every upload with its alt text, a search
 * of file names, alt texts and captions, and each image's details (edit its texts, see where it is used).
 */
export function MediaLibrary() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"));
  const medium = useMediaQuery(theme.breakpoints.up("sm"));
  const columns = wide ? 4 : medium ? 3 : 2;
  const [open, setOpen] = useState<MediaItem | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const library = useMediaLibrary();
  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={{ fontSize: { xs: "1.75rem", md: "2.25rem" } }}>
        Media
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ fontSize: "1.1rem", mb: 1.5 }}>
          Upload an image
        </Typography>
        <MediaUploadForm onUploaded={library.reload} />
      </Paper>
      <MediaSearchField library={library} />
      {saved && (
        <Alert severity="success" role="status" onClose={() => setSaved(null)}>
          {saved}
        </Alert>
      )}
      <MediaListState library={library} empty="No images yet." />
      <MediaGrid items={library.rows} columns={columns} onPick={setOpen} pickLabel="Image details" />
      {open && (
        <MediaDetails
          key={open.name}
          item={open}
          onClose={() => setOpen(null)}
          onSaved={(item) => {
            setOpen(null);
            setSaved(`Saved the alt text and caption of ${item.name}.`);
            library.reload();
          }}
        />
      )}
      {library.hasMore && (
        <Button onClick={library.loadMore} disabled={library.loadingMore} sx={{ alignSelf: "center" }}>
          More images
        </Button>
      )}
    </Stack>
  );
}
