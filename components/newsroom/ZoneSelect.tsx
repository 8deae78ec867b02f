"use client";

import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { ownZone, ZONE_CHOICES, zoneLabel, type ZoneChoice } from "@/lib/newsroom/zones";

/** Which zone a time typed beside it is read in: the editor's own, New York or London. */
export function ZoneSelect({
  value,
  onChange,
  size,
  fullWidth,
}: {
  value: ZoneChoice;
  onChange: (choice: ZoneChoice) => void;
  size?: "small" | "medium";
  fullWidth?: boolean;
}) {
  return (
    <TextField
      select
      label="Time zone"
      value={value}
      onChange={(event) => onChange(event.target.value as ZoneChoice)}
      size={size}
      fullWidth={fullWidth}
    >
      {ZONE_CHOICES.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {choice === "own" ? `Your time zone (${zoneLabel(ownZone())})` : zoneLabel(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}
