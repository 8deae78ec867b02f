import { useState } from "react";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import type { QuickQuestion } from "@/lib/factcheck/quick-questions";

interface QuickQuestionDialogProps {
  question: QuickQuestion | null;
  onCancel: () => void;
  onAsk: (question: QuickQuestion) => void;
}

/** docs/behaviour.md#screens: a quick question first shows its category, question and description, with 'Cancel' and 'Ask This Question'. */
export function QuickQuestionDialog({ question, onCancel, onAsk }: QuickQuestionDialogProps) {
  // Keep showing the last question while the dialog fades out.
  const [shown, setShown] = useState(question);
  if (question && question !== shown) setShown(question);
  return (
    <Dialog
      open={question !== null}
      onClose={onCancel}
      aria-labelledby="fact-check-question-title"
      aria-describedby="fact-check-question-description"
      maxWidth="xs"
      fullWidth
    >
      {shown && (
        <>
          <DialogTitle id="fact-check-question-title">{shown.question}</DialogTitle>
          <DialogContent>
            <Chip size="small" variant="outlined" label={`Category: ${shown.category}`} sx={{ mb: 1.5 }} />
            <DialogContentText id="fact-check-question-description">{shown.description}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>Cancel</Button>
            <Button variant="contained" onClick={() => onAsk(shown)}>
              Ask This Question
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
