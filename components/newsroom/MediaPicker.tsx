"use client";

import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import type { MediaItem } from "@/lib/media/types";
import { MediaGrid } from "./MediaGrid";
import { MediaListState, MediaSearchField } from "./MediaSearch";
import { MediaUploadForm } from "./MediaUploadForm";
import { useMediaLibrary } from "./useMediaLibrary";

/** The media library in a dialog: pick an uploaded image (searching the library as its screen does), or upload one (with its alt text) and pick it. */
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
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="media-picker-title">
      <DialogTitle id="media-picker-title">{title}</DialogTitle>
      {/* Mounted while open only: each opening fetches the library afresh, its search empty. */}
      <PickerContent columns={phone ? 2 : 4} onPick={onPick} />
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}

function PickerContent({ columns, onPick }: { columns: number; onPick: (item: MediaItem) => void }) {
  const library = useMediaLibrary();
  return (
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
      <MediaSearchField library={library} />
      <MediaListState library={library} empty="No images yet: upload the first one above." />
      <MediaGrid items={library.rows} onPick={onPick} columns={columns} />
      {library.hasMore && (
        <Button onClick={library.loadMore} disabled={library.loadingMore}>
          More images
        </Button>
      )}
    </DialogContent>
  );
}
