"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { MediaGrid } from "./MediaGrid";
import { MediaUploadForm } from "./MediaUploadForm";
import { useMediaLibrary } from "./useMediaLibrary";

/** The media library screen: upload (alt text required) and every upload with its alt text. */
export function MediaLibrary() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"));
  const medium = useMediaQuery(theme.breakpoints.up("sm"));
  const columns = wide ? 4 : medium ? 3 : 2;
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
      {library.error && <Alert severity="error">{library.error}</Alert>}
      {library.isLoading && <LinearProgress aria-label="Loading images" />}
      {!library.isLoading && library.rows.length === 0 && !library.error && <Typography color="text.secondary">No images yet.</Typography>}
      <MediaGrid items={library.rows} columns={columns} />
      {library.hasMore && (
        <Button onClick={library.loadMore} disabled={library.loadingMore} sx={{ alignSelf: "center" }}>
          More images
        </Button>
      )}
    </Stack>
  );
}
