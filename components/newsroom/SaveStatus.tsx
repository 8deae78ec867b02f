"use client";

import Typography from "@mui/material/Typography";
import { formatDateTime } from "./format";

export type SaveState =
  | { kind: "new" }
  | { kind: "dirty" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "invalid" }
  | { kind: "failed"; message: string }
  | { kind: "conflict" };

function text(state: SaveState, live: boolean, button: string): string {
  switch (state.kind) {
    case "new":
      return "Not saved yet: give it a title";
    case "dirty":
      return live ? `Unsaved changes: press ${button}` : "Unsaved changes";
    case "saving":
      return "Saving…";
    case "saved":
      return `Saved ${formatDateTime(state.at)}`;
    case "invalid":
      return "Not saved: see the highlighted fields";
    case "failed":
      return `Not saved: ${state.message}`;
    case "conflict":
      return "Not saved: a newer version exists";
  }
}

/**
 * Where the article's (or page's) saving stands, announced politely to screen readers as it
 * changes. `live`: readers see it, so changes wait for `button`.
 */
export function SaveStatus({ state, live, button = "Update" }: { state: SaveState; live: boolean; button?: string }) {
  const problem = state.kind === "invalid" || state.kind === "failed" || state.kind === "conflict";
  return (
    <Typography role="status" variant="body2" color={problem ? "error" : "text.secondary"} data-save-state={state.kind} sx={{ mr: 1 }}>
      {text(state, live, button)}
    </Typography>
  );
}
