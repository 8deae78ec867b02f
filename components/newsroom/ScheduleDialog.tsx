"use client";

import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { DESK_ZONES, formatInZone, ownZone, toWallTime, wallTimeToUtc, zoneLabel } from "@/lib/newsroom/zones";

type ZoneKey = "own" | (typeof DESK_ZONES)[number]["id"];

function zoneOf(key: ZoneKey): string {
  return key === "own" ? ownZone() : key;
}

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
  const [zone, setZone] = useState<ZoneKey>("own");
  const [wallTime, setWallTime] = useState(() =>
    toWallTime(scheduled ? new Date(scheduled) : new Date(Date.now() + 60 * 60 * 1000), ownZone()),
  );
  const at = wallTimeToUtc(wallTime, zoneOf(zone));
  const label = (key: ZoneKey) => (key === "own" ? `Your time zone (${zoneLabel(ownZone())})` : zoneLabel(key));
  const elsewhere = (["own", ...DESK_ZONES.map((desk) => desk.id)] as ZoneKey[])
    .filter((key) => key !== zone && zoneOf(key) !== zoneOf(zone))
    .filter((key, index, keys) => keys.findIndex((other) => zoneOf(other) === zoneOf(key)) === index);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="schedule-title">
      <DialogTitle id="schedule-title">Schedule publication</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>The article goes live by itself at this time, in the time zone you pick.</DialogContentText>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label="Time zone" value={zone} onChange={(event) => setZone(event.target.value as ZoneKey)} fullWidth>
            {(["own", ...DESK_ZONES.map((desk) => desk.id)] as ZoneKey[]).map((key) => (
              <MenuItem key={key} value={key}>
                {label(key)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Publish at"
            type="datetime-local"
            value={wallTime}
            onChange={(event) => setWallTime(event.target.value)}
            fullWidth
            error={Boolean(wallTime) && !at}
            helperText={
              at
                ? `${formatInZone(at, zoneOf(zone))}; ${elsewhere.map((key) => `${formatInZone(at, zoneOf(key))} in ${zoneLabel(zoneOf(key))}`).join("; ")}.`
                : "Enter a day and a time."
            }
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 }, formHelperText: { "aria-live": "polite" } as object }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!at || busy}
          onClick={() => at && onSchedule(at, `${formatInZone(at, zoneOf(zone))} (${zoneLabel(zoneOf(zone))})`)}
        >
          Schedule
        </Button>
      </DialogActions>
    </Dialog>
  );
}
