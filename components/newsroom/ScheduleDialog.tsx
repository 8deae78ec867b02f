"use client";

import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import {
  formatInZone,
  inEveryZone,
  ownZone,
  toWallTime,
  wallTimeToUtc,
  zoneLabel,
  zoneOfChoice,
  type ZoneChoice,
} from "@/lib/newsroom/zones";
import { ZoneSelect } from "./ZoneSelect";

/**
 * When a scheduled article goes live: a wall time in a zone picked explicitly (New York, London or the
 * editor's own), shown converted into the others before it is saved, and sent as the UTC instant.
 */
export function ScheduleDialog({
  open,
  scheduled,
  busy,
  onClose,
  onSchedule,
}: {
  open: boolean;
  /** The current schedule, if any; the field starts there, or an hour from now. */
  scheduled: string | null;
  busy: boolean;
  onClose: () => void;
  /** The instant, and how to tell the editor what was chosen ("26 Nov 2026, 16:05 GMT (London)"). */
  onSchedule: (at: Date, shownAs: string) => void;
}) {
  const [zone, setZone] = useState<ZoneChoice>("own");
  const [wallTime, setWallTime] = useState(() =>
    toWallTime(scheduled ? new Date(scheduled) : new Date(Date.now() + 60 * 60 * 1000), ownZone()),
  );
  const at = wallTimeToUtc(wallTime, zoneOfChoice(zone));

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="schedule-title">
      <DialogTitle id="schedule-title">Schedule publication</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>The article goes live by itself at this time, in the time zone you pick.</DialogContentText>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ZoneSelect value={zone} onChange={setZone} fullWidth />
          <TextField
            label="Publish at"
            type="datetime-local"
            value={wallTime}
            onChange={(event) => setWallTime(event.target.value)}
            fullWidth
            error={Boolean(wallTime) && !at}
            helperText={at ? `${inEveryZone(at, zone)}.` : "Enter a day and a time."}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 }, formHelperText: { "aria-live": "polite" } as object }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!at || busy}
          onClick={() => at && onSchedule(at, `${formatInZone(at, zoneOfChoice(zone))} (${zoneLabel(zoneOfChoice(zone))})`)}
        >
          Schedule
        </Button>
      </DialogActions>
    </Dialog>
  );
}
