"use client";

import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";

/**
 * A save was refused because someone saved a newer version meanwhile (409). The server's message
 * names when; reloading shows that version (what was typed here since is not kept).
 */
export function ConflictDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="conflict-title" aria-describedby="conflict-text">
      <DialogTitle id="conflict-title">A newer version of this article exists</DialogTitle>
      <DialogContent>
        <DialogContentText id="conflict-text">{message}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          Your changes since then were not saved. Reload to continue from the newer version; copy anything you want to keep first.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Not now</Button>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the article
        </Button>
      </DialogActions>
    </Dialog>
  );
}
