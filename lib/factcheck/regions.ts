/**
 * Which economies a ranking is among ("Africa's largest economy", "the EU's highest inflation"). The snapshot's
 * countries.csv has no membership, so the groups are listed here by ISO code (UN geoscheme continents; EU and
 * euro-area membership as of 2024; the G7). A ranking counts single economies only, never aggregates.
 */
import { isAggregate } from "./location-codes";
import type { OfficialData } from "./official-data";

export interface Region {
  id: string;
  /** As the answer names it: "Africa", "the world". */
  label: string;
  /** Words that name it in a question ("africa's", "in africa", "african"). */
  pattern: RegExp;
  /** null: every single economy in the snapshot. */
  members: readonly string[] | null;
}

const AFRICA =
  "DZA AGO BEN BWA BFA BDI CPV CMR CAF TCD COM COD COG CIV DJI EGY GNQ ERI SWZ ETH GAB GMB GHA GIN GNB KEN LSO LBR LBY MDG MWI MLI MRT MUS MAR MOZ NAM NER NGA RWA STP SEN SYC SLE SOM ZAF SSD SDN TZA TGO TUN UGA ZMB ZWE";
const EUROPE =
  "ALB AND AUT BLR BEL BIH BGR HRV CYP CZE DNK EST FIN FRA DEU GRC HUN ISL IRL ITA XKX LVA LIE LTU LUX MLT MDA MCO MNE NLD MKD NOR POL PRT ROU RUS SMR SRB SVK SVN ESP SWE CHE UKR GBR";
const ASIA =
  "AFG ARM AZE BHR BGD BTN BRN KHM CHN GEO HKG IND IDN IRN IRQ ISR JPN JOR KAZ KWT KGZ LAO LBN MAC MYS MDV MNG MMR NPL PRK OMN PAK PSE PHL QAT SAU SGP KOR LKA SYR TWN TJK THA TLS TUR TKM ARE UZB VNM YEM";
const LATIN_AMERICA =
  "ARG BOL BRA CHL COL CRI CUB DOM ECU SLV GTM HTI HND MEX NIC PAN PRY PER URY VEN ATG BHS BRB BLZ DMA GRD GUY JAM KNA LCA VCT SUR TTO PRI";
const MIDDLE_EAST = "BHR EGY IRN IRQ ISR JOR KWT LBN OMN PSE QAT SAU SYR TUR ARE YEM";
const OCEANIA = "AUS NZL FJI PNG SLB VUT WSM TON KIR FSM MHL PLW NRU TUV";
const EU = "AUT BEL BGR HRV CYP CZE DNK EST FIN FRA DEU GRC HUN IRL ITA LVA LTU LUX MLT NLD POL PRT ROU SVK SVN ESP SWE";
const EURO_AREA = "AUT BEL HRV CYP EST FIN FRA DEU GRC IRL ITA LVA LTU LUX MLT NLD PRT SVK SVN ESP";
const G7 = "CAN FRA DEU ITA JPN GBR USA";

const list = (codes: string) => codes.split(" ");

// Longer names first: "sub-Saharan" is not matched here (an aggregate with a row of its own, not a ranking).
export const REGIONS: readonly Region[] = [
  { id: "world", label: "the world", pattern: /\b(?:in the world|the world'?s|world'?s|globally|on earth|worldwide)\b/i, members: null },
  { id: "euro_area", label: "the euro area", pattern: /\b(?:euro ?zone|euro area)(?:'s)?\b/i, members: list(EURO_AREA) },
  { id: "eu", label: "the European Union", pattern: /\b(?:the EU|EU'?s|European Union(?:'s)?)\b/i, members: list(EU) },
  { id: "g7", label: "the G7", pattern: /\bG-?7(?:'s)?\b/i, members: list(G7) },
  {
    id: "latin_america",
    label: "Latin America",
    pattern: /\b(?:latin america(?:n|'s)?|south america(?:n|'s)?)\b/i,
    members: list(LATIN_AMERICA),
  },
  { id: "middle_east", label: "the Middle East", pattern: /\b(?:middle east(?:ern|'s)?|gulf)\b/i, members: list(MIDDLE_EAST) },
  { id: "africa", label: "Africa", pattern: /(?<!south\s|central\s)\bafrica(?:n|'s)?\b(?!\s+republic)/i, members: list(AFRICA) },
  { id: "europe", label: "Europe", pattern: /\b(?:europe(?:an|'s)?)\b/i, members: list(EUROPE) },
  { id: "asia", label: "Asia", pattern: /\b(?:asia(?:n|'s)?)\b/i, members: list(ASIA) },
  { id: "oceania", label: "Oceania", pattern: /\b(?:oceania|pacific)\b/i, members: list(OCEANIA) },
];

/**
 * Economies that span two continents: some lists count them in the region below and some do not (Turkiye in
 * Europe, Russia in Asia, Egypt in Asia), so a ranking of one of them there cannot be decided from the lists above.
 */
const SPANS_INTO: Readonly<Record<string, readonly string[]>> = {
  TUR: ["europe"],
  RUS: ["asia"],
  KAZ: ["europe"],
  AZE: ["europe"],
  GEO: ["europe"],
  ARM: ["europe"],
  CYP: ["asia", "middle_east"],
  EGY: ["asia"],
};

export function spansInto(code: string, region: Region): boolean {
  return SPANS_INTO[code]?.includes(region.id) ?? false;
}

export function findRegion(text: string): Region | null {
  return REGIONS.find((r) => r.pattern.test(text)) ?? null;
}

/** The single economies a region holds that the snapshot knows. */
export function regionMembers(data: OfficialData, region: Region): string[] {
  const codes = region.members ?? [...data.countries.keys()];
  return codes.filter((code) => data.countries.has(code) && !isAggregate(code));
}
