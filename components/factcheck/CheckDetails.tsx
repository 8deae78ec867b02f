import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { StructuredCheck } from "@/lib/factcheck/chat";
import { ClaimSeriesChart } from "./ClaimSeriesChart";

const SOURCES_SHOWN = 5;

function normalizationText(n: NonNullable<StructuredCheck["normalization"]>): string {
  return [
    n.unit,
    n.currency,
    n.price_base_year ? `constant ${n.price_base_year} prices` : null,
    n.population_adjustment ? "per person" : null,
  ]
    .filter(Boolean)
    .join(", ");
}

function timelinessText(t: NonNullable<StructuredCheck["timeliness"]>): string {
  return [
    t.is_latest_available ? "The latest period available." : null,
    t.latest_available_period ? `Latest available period: ${t.latest_available_period}.` : null,
    t.data_vintage ? `Data vintage: ${t.data_vintage}.` : null,
  ]
    .filter(Boolean)
    .join(" ");
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="caption" sx={{ fontWeight: 600, color: "text.secondary", mt: 1 }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
        {children}
      </Typography>
    </>
  );
}

/** The structured part of an answer: the claim, quoted vs official value, units, timeliness, related indicators, sources. */
export function CheckDetails({ check }: { check: StructuredCheck }) {
  const [allSources, setAllSources] = useState(false);
  const { lead, normalization, timeliness, citations } = check;
  const sources = allSources ? citations : citations.slice(0, SOURCES_SHOWN);
  return (
    <Box component="dl" sx={{ m: 0, mt: 1, pt: 1, borderTop: 1, borderColor: "divider" }}>
      {check.claimExcerpt && <Detail term="Claim">“{check.claimExcerpt}”</Detail>}
      {lead && lead.quoted && (
        <Detail term="Quoted vs official">
          {lead.quoted} quoted
          {lead.official.length > 0
            ? ` · official ${lead.official.map((o) => `${o.display} (${o.source}, ${o.year})`).join("; ")}`
            : " · no official value for this reading"}
          {lead.series && <ClaimSeriesChart series={lead.series} quoted={lead.quoted} official={lead.official} />}
        </Detail>
      )}
      {normalization && normalization.unit && <Detail term="Normalization">{normalizationText(normalization)}</Detail>}
      {check.comparabilityNotes && <Detail term="Comparability">{check.comparabilityNotes}</Detail>}
      {timeliness && <Detail term="Timeliness">{timelinessText(timeliness)}</Detail>}
      {check.relatedIndicatorsConsistency && <Detail term="Related indicators">{check.relatedIndicatorsConsistency}</Detail>}
      {citations.length > 0 && (
        <Detail term="Sources">
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {sources.map((c) => (
              <li key={`${c.title}|${c.url}`}>
                <Link href={c.url} target="_blank" rel="noopener noreferrer">
                  {c.title}
                </Link>
                {c.publisher && ` — ${c.publisher}`}
                {c.accessed && `, accessed ${c.accessed}`}
              </li>
            ))}
          </Box>
          {citations.length > SOURCES_SHOWN && (
            <Button size="small" onClick={() => setAllSources((shown) => !shown)} sx={{ mt: 0.5, px: 0 }}>
              {allSources ? "Show fewer sources" : `Show all ${citations.length} sources`}
            </Button>
          )}
        </Detail>
      )}
    </Box>
  );
}
