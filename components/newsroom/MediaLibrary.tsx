"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useEffect, useState } from "react";
import type { MediaItem } from "@/lib/media/types";
import { MediaDetails } from "./MediaDetails";
import { MediaGrid } from "./MediaGrid";
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
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState<MediaItem | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // Asks the API once typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const library = useMediaLibrary(true, query);
  const searching = query.trim() !== "";
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
      <Stack role="search" aria-label="Media library" sx={{ maxWidth: 480 }}>
        <TextField
          type="search"
          label="Search the library"
          helperText="File name, alt text or caption"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
        />
      </Stack>
      {saved && (
        <Alert severity="success" role="status" onClose={() => setSaved(null)}>
          {saved}
        </Alert>
      )}
      {library.error && <Alert severity="error">{library.error}</Alert>}
      {library.isLoading && <LinearProgress aria-label="Loading images" />}
      {!library.isLoading && library.rows.length === 0 && !library.error && (
        <Typography color="text.secondary" role="status">
          {searching ? `No images match “${query.trim()}”.` : "No images yet."}
        </Typography>
      )}
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
