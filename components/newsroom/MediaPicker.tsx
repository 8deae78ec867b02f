"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import type { MediaItem } from "@/lib/media/types";
import { MediaGrid } from "./MediaGrid";
import { MediaUploadForm } from "./MediaUploadForm";
import { useMediaLibrary } from "./useMediaLibrary";

/** The media library in a dialog: pick an uploaded image, or upload one (with its alt text) and pick it. */
export function MediaPicker({
  open,
  title,
  onClose,
  onPick,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onPick: (item: MediaItem) => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const library = useMediaLibrary(open);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="media-picker-title">
      <DialogTitle id="media-picker-title">{title}</DialogTitle>
      <DialogContent dividers>
        <MediaUploadForm
          onUploaded={(item) => {
            // Every picker shares the library's cache: the next one opened (within SWR's deduping
            // interval, so without a fetch of its own) must list this upload too.
            library.reload();
            onPick(item);
          }}
        />
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Media library
        </Typography>
        {library.error && <Alert severity="error">{library.error}</Alert>}
        {library.isLoading && <LinearProgress aria-label="Loading images" />}
        {!library.isLoading && library.rows.length === 0 && !library.error && (
          <Typography color="text.secondary">No images yet: upload the first one above.</Typography>
        )}
        <MediaGrid items={library.rows} onPick={onPick} columns={phone ? 2 : 4} />
        {library.hasMore && (
          <Button onClick={library.loadMore} disabled={library.loadingMore}>
            More images
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
