"use client";

import Alert from "@mui/material/Alert";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { MediaLibraryState } from "./useMediaLibrary";

/** The search of the media library (file names, alt texts, captions), for the library screen and the image picker alike. */
export function MediaSearchField({ library }: { library: MediaLibraryState }) {
  return (
    <Stack role="search" aria-label="Media library" sx={{ maxWidth: 480 }}>
      <TextField
        type="search"
        label="Search the library"
        helperText="File name, alt text or caption"
        value={library.search}
        onChange={(event) => library.setSearch(event.target.value)}
        size="small"
      />
    </Stack>
  );
}

/** What the list is doing instead of showing images: failed, loading, or empty (`empty`) or matching nothing. */
export function MediaListState({ library, empty }: { library: MediaLibraryState; empty: string }) {
  if (library.error) return <Alert severity="error">{library.error}</Alert>;
  if (library.isLoading) return <LinearProgress aria-label="Loading images" />;
  if (library.rows.length > 0) return null;
  return (
    <Typography color="text.secondary" role="status">
      {library.query ? `No images match “${library.query}”.` : empty}
    </Typography>
  );
}
