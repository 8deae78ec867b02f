"use client";

import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMemo, useState, type FormEvent } from "react";
import { CHART_MAX_ECONOMIES, CHART_TITLE_MAX, chartTitle, parseChartParams, type ChartBlockParams } from "@/lib/content/official-chart";
import type { ChartChoices } from "@/lib/data/types";

const YEAR_ERROR = "Give each year as four digits, the first no later than the last, or leave them empty.";
const ECONOMY_ERROR = `Choose one to ${CHART_MAX_ECONOMIES} economies.`;
const ECONOMY_HELP = `One to ${CHART_MAX_ECONOMIES}: each is drawn as its own line, with its own marker.`;

const TITLE_ERROR = `Give the title as plain text of at most ${CHART_TITLE_MAX} characters, or leave it empty.`;
const PROBLEMS = { years: YEAR_ERROR, economies: ECONOMY_ERROR, title: TITLE_ERROR } as const;

type Problem = keyof typeof PROBLEMS | null;

/**
 * The "Official data chart" block's parameters: an indicator, one to five economies and, optionally, a span of
 * years and a title.
 */
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
  const [countries, setCountries] = useState<string[]>([]);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [title, setTitle] = useState("");
  const [problem, setProblem] = useState<Problem>(null);
  const nameOf = useMemo(() => new Map(choices.economies.map((choice) => [choice.slug, choice.name])), [choices.economies]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (countries.length === 0) {
      setProblem("economies");
      return;
    }
    const text = chartTitle(title);
    if (text === undefined) {
      setProblem("title");
      return;
    }
    // The same check the server's schema makes; an unpublished series only draws nothing on the page.
    const params = parseChartParams(`${indicator}/${countries.join(",")}`, from.trim(), to.trim(), text);
    if (!params) {
      setProblem("years");
      return;
    }
    setProblem(null);
    onInsert(params);
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="chart-block-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="chart-block-title">Insert an official data chart</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography variant="body2">
              A chart of one official indicator for up to {CHART_MAX_ECONOMIES} economies, drawn on the article page from the data
              pages&apos; figures, with its source and a link to every value.
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
            <Autocomplete
              multiple
              options={choices.economies.map((choice) => choice.slug)}
              getOptionLabel={(slug) => nameOf.get(slug) ?? slug}
              // With five chosen, the list offers nothing more (a chosen one can still be taken off): the chart stays readable.
              getOptionDisabled={(slug) => countries.length >= CHART_MAX_ECONOMIES && !countries.includes(slug)}
              value={countries}
              onChange={(_event, next) => setCountries(next)}
              renderInput={(params) => (
                <TextField {...params} label="Economies" error={problem === "economies"} helperText={ECONOMY_HELP} />
              )}
            />
            <Stack direction="row" spacing={2}>
              <TextField
                label="From year"
                value={from}
                onChange={(event) => setFrom(event.target.value)}
                error={problem === "years"}
                slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 4 } }}
                fullWidth
              />
              <TextField
                label="To year"
                value={to}
                onChange={(event) => setTo(event.target.value)}
                error={problem === "years"}
                slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 4 } }}
                fullWidth
              />
            </Stack>
            <TextField
              label="Title (optional)"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              helperText={`Plain text, up to ${CHART_TITLE_MAX} characters. Without one, the chart is titled by its indicator, economies and years.`}
              error={problem === "title"}
              slotProps={{ htmlInput: { maxLength: CHART_TITLE_MAX } }}
            />
            {problem && (
              <Typography color="error" variant="body2" role="alert">
                {PROBLEMS[problem]}
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
