"use client";

import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState, type FormEvent } from "react";
import { parseChartParams, type ChartBlockParams } from "@/lib/content/official-chart";
import type { ChartChoices } from "@/lib/data/types";

const YEAR_ERROR = "Give each year as four digits, the first no later than the last, or leave them empty.";

/** The "Official data chart" block's parameters: an indicator, an economy and, optionally, a span of years. */
export function ChartBlockDialog({
  open,
  choices,
  onClose,
  onInsert,
}: {
  open: boolean;
  choices: ChartChoices;
  onClose: () => void;
  onInsert: (params: ChartBlockParams) => void;
}) {
  const [indicator, setIndicator] = useState(choices.indicators[0]?.slug ?? "");
  const [country, setCountry] = useState(choices.economies[0]?.slug ?? "");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [yearError, setYearError] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The same check the server's schema makes; an unpublished series only draws nothing on the page.
    const params = parseChartParams(`${indicator}/${country}`, from.trim(), to.trim());
    if (!params) {
      setYearError(true);
      return;
    }
    setYearError(false);
    onInsert(params);
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="chart-block-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="chart-block-title">Insert an official data chart</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography variant="body2">
              A chart of one official series, drawn on the article page from the data pages&apos; figures, with its source and a link to
              every value.
            </Typography>
            <TextField
              select
              label="Indicator"
              value={indicator}
              onChange={(event) => setIndicator(event.target.value)}
              slotProps={{ select: { native: true } }}
            >
              {choices.indicators.map((choice) => (
                <option key={choice.slug} value={choice.slug}>
                  {choice.title}
                </option>
              ))}
            </TextField>
            <TextField
              select
              label="Economy"
              value={country}
              onChange={(event) => setCountry(event.target.value)}
              slotProps={{ select: { native: true } }}
            >
              {choices.economies.map((choice) => (
                <option key={choice.slug} value={choice.slug}>
                  {choice.name}
                </option>
              ))}
            </TextField>
            <Stack direction="row" spacing={2}>
              <TextField
                label="From year"
                value={from}
                onChange={(event) => setFrom(event.target.value)}
                error={yearError}
                slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 4 } }}
                fullWidth
              />
              <TextField
                label="To year"
                value={to}
                onChange={(event) => setTo(event.target.value)}
                error={yearError}
                slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 4 } }}
                fullWidth
              />
            </Stack>
            {yearError && (
              <Typography color="error" variant="body2" role="alert">
                {YEAR_ERROR}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Insert chart
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
