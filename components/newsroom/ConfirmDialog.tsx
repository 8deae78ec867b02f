"use client";

import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";

/** What a confirmation asks: its question (the dialog's name), what follows, and the button that does it. */
export interface Confirmation {
  title: string;
  text: string;
  button: string;
  color: "primary" | "warning" | "error";
}

/** Asks before a change readers will notice; Cancel (or Escape) changes nothing. */
export function ConfirmDialog({ ask, onCancel, onConfirm }: { ask: Confirmation | null; onCancel: () => void; onConfirm: () => void }) {
  const id = useId();
  return (
    <Dialog open={ask !== null} onClose={onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      {ask && (
        <>
          <DialogTitle id={`${id}-title`}>{ask.title}</DialogTitle>
          <DialogContent>
            <DialogContentText id={`${id}-text`}>{ask.text}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>Cancel</Button>
            <Button variant="contained" color={ask.color} onClick={onConfirm}>
              {ask.button}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
