/**
 * Static registry of statistical sources and their reliability tiers, and detection of the sources an
 * article names. Tier 1: national statistics offices, central banks, IMF, World Bank, OECD, UN, Eurostat.
 * Tier 2: ministries, fiscal watchdogs, research bodies, rating agencies and private forecasters.
 * Tier 3: unnamed or advocacy sources. A named source outside the registry is reported, never rated.
 */

export type SourceTier = 1 | 2 | 3;

export interface SourceEntry {
  name: string;
  tier: SourceTier;
  re: RegExp;
  /** Publishes modelled estimates for the indicator named (the ILO unemployment series). */
  modelled?: "unemployment";
}

export interface SourceMention {
  /** null: a named source that is not in the registry. */
  entry: SourceEntry | null;
  raw: string;
  start: number;
}

export const SOURCE_REGISTRY: SourceEntry[] = [
  { name: "International Monetary Fund", tier: 1, re: /\bIMF\b|\bInternational Monetary Fund\b|\bWorld Economic Outlook\b/g },
  { name: "World Bank", tier: 1, re: /\bWorld Bank\b|\bWorld Development Indicators\b/g, modelled: "unemployment" },
  {
    name: "International Labour Organization",
    tier: 1,
    re: /\bILO\b|\bInternational Labou?r Organi[sz]ation\b/g,
    modelled: "unemployment",
  },
  { name: "OECD", tier: 1, re: /\bOECD\b|\bOrgani[sz]ation for Economic Co-?operation and Development\b/g },
  { name: "United Nations", tier: 1, re: /\bUnited Nations\b|\bUN DESA\b|\bUNCTAD\b|\bUN\b/g },
  { name: "Eurostat", tier: 1, re: /\bEurostat\b/g },
  { name: "European Central Bank", tier: 1, re: /\bECB\b|\bEuropean Central Bank\b/g },
  { name: "Bank for International Settlements", tier: 1, re: /\bBIS\b|\bBank for International Settlements\b/g },
  { name: "US Federal Reserve", tier: 1, re: /\bFederal Reserve\b|\bthe Fed\b/g },
  { name: "US Bureau of Labor Statistics", tier: 1, re: /\bBLS\b|\bBureau of Labor Statistics\b/g },
  { name: "US Bureau of Economic Analysis", tier: 1, re: /\bBEA\b|\bBureau of Economic Analysis\b/g },
  { name: "US Census Bureau", tier: 1, re: /\bCensus Bureau\b/g },
  { name: "UK Office for National Statistics", tier: 1, re: /\bONS\b|\bOffice for National Statistics\b/g },
  { name: "Destatis (German Federal Statistical Office)", tier: 1, re: /\bDestatis\b|\bFederal Statistical Office\b/g },
  { name: "INSEE", tier: 1, re: /\bINSEE\b/g },
  { name: "Istat", tier: 1, re: /\bIstat\b|\bISTAT\b/g },
  { name: "Statistics Canada", tier: 1, re: /\bStatistics Canada\b|\bStatCan\b/g },
  { name: "Australian Bureau of Statistics", tier: 1, re: /\bAustralian Bureau of Statistics\b|\bABS\b/g },
  { name: "National Bureau of Statistics of China", tier: 1, re: /\bNational Bureau of Statistics\b|\bNBS\b/g },
  { name: "Statistics Bureau of Japan", tier: 1, re: /\bStatistics Bureau\b|\bCabinet Office\b/g },
  {
    name: "India's Ministry of Statistics (MoSPI / NSO)",
    tier: 1,
    re: /\bMoSPI\b|\bMOSPI\b|\bMinistry of Statistics\b|\bNational Statistics? Office\b|\bNational Statistical Office\b/g,
  },
  { name: "IBGE", tier: 1, re: /\bIBGE\b/g },
  { name: "Statistics Korea", tier: 1, re: /\bStatistics Korea\b/g },
  { name: "Bank of England", tier: 1, re: /\bBank of England\b|\bBoE\b/g },
  { name: "Bank of Japan", tier: 1, re: /\bBank of Japan\b|\bBoJ\b|\bBOJ\b/g },
  { name: "Reserve Bank of India", tier: 1, re: /\bReserve Bank of India\b|\bRBI\b/g },
  { name: "People's Bank of China", tier: 1, re: /\bPeople's Bank of China\b|\bPBOC\b|\bPBoC\b/g },
  { name: "Bank of Canada", tier: 1, re: /\bBank of Canada\b/g },
  { name: "Reserve Bank of Australia", tier: 1, re: /\bReserve Bank of Australia\b|\bRBA\b/g },
  { name: "Swiss National Bank", tier: 1, re: /\bSwiss National Bank\b|\bSNB\b/g },
  { name: "a central bank", tier: 1, re: /\bthe central bank\b|\bcentral bank (?:data|figures|statistics)\b/gi },
  {
    name: "a national statistics office",
    tier: 1,
    re: /\b(?:national )?statistics (?:office|agency|bureau|authority)\b|\bstatistical (?:office|agency)\b/gi,
  },
  {
    name: "a finance ministry or treasury",
    tier: 2,
    re: /\b(?:the )?Treasury\b|\b[Ff]inance [Mm]inistry\b|\bMinistry of Finance\b|\bfinance minister\b/g,
  },
  { name: "Congressional Budget Office", tier: 2, re: /\bCBO\b|\bCongressional Budget Office\b/g },
  { name: "Office for Budget Responsibility", tier: 2, re: /\bOBR\b|\bOffice for Budget Responsibility\b/g },
  { name: "European Commission", tier: 2, re: /\bEuropean Commission\b/g },
  { name: "Institute for Fiscal Studies", tier: 2, re: /\bIFS\b|\bInstitute for Fiscal Studies\b/g },
  { name: "Brookings Institution", tier: 2, re: /\bBrookings\b/g },
  { name: "Peterson Institute for International Economics", tier: 2, re: /\bPIIE\b|\bPeterson Institute\b/g },
  { name: "Bruegel", tier: 2, re: /\bBruegel\b/g },
  { name: "NIESR", tier: 2, re: /\bNIESR\b|\bNational Institute of Economic and Social Research\b/g },
  { name: "Resolution Foundation", tier: 2, re: /\bResolution Foundation\b/g },
  { name: "The Conference Board", tier: 2, re: /\bConference Board\b/g },
  { name: "a rating agency", tier: 2, re: /\bMoody's\b|\bS&P Global\b|\bFitch\b/g },
  {
    name: "a private forecaster or bank",
    tier: 2,
    re: /\bCapital Economics\b|\bOxford Economics\b|\bGoldman Sachs\b|\bJ\.?P\.? ?Morgan\b|\bMorgan Stanley\b|\bCiti(?:group)?\b/g,
  },
  { name: "government figures (no agency named)", tier: 2, re: /\b(?:official|government) (?:figures|data|statistics|estimates)\b/gi },
  {
    name: "unnamed analysts or economists",
    tier: 3,
    re: /\b(?:analysts|economists|experts|observers) (?:say|said|estimate[sd]?|believe|reckon|calculate[sd]?)\b|\bsome estimates\b|\baccording to (?:estimates|reports|sources)\b/gi,
  },
  { name: "an advocacy group", tier: 3, re: /\bcampaigners\b|\blobby group\b|\badvocacy group\b|\bthink tank\b|\bsocial media\b/gi },
];

const ATTRIBUTION =
  /\b(?:[Aa]ccording to|[Dd]ata from|[Ff]igures from|[Ss]tatistics from|[Ee]stimates from|[Rr]eported by|[Pp]ublished by|said)\s+(?:the\s+|a\s+)?((?:[A-Z][\w&.'-]*)(?:\s+(?:of|for|and|&)\s+[A-Z][\w&.'-]*|\s+[A-Z][\w&.'-]*)*)/g;

export function findSources(text: string): SourceMention[] {
  const mentions: SourceMention[] = [];
  for (const entry of SOURCE_REGISTRY) {
    for (const m of text.matchAll(entry.re)) {
      const start = m.index ?? 0;
      if (mentions.some((x) => x.start <= start && start < x.start + x.raw.length)) continue;
      mentions.push({ entry, raw: m[0], start });
    }
  }
  for (const m of text.matchAll(ATTRIBUTION)) {
    const name = m[1] ?? "";
    const start = (m.index ?? 0) + m[0].length - name.length;
    const known = mentions.some((x) => x.start < start + name.length && start < x.start + x.raw.length);
    // Capitalised first words of a sentence ("According to Reuters, …") count; months and places do not.
    if (
      !known &&
      name.length > 2 &&
      !/^(?:January|February|March|April|May|June|July|August|September|October|November|December|In|The)\b/.test(name)
    ) {
      mentions.push({ entry: null, raw: name, start });
    }
  }
  return mentions.sort((a, b) => a.start - b.start);
}

/** The best-rated registered source among the mentions, or null. */
export function bestSource(mentions: SourceMention[]): SourceEntry | null {
  let best: SourceEntry | null = null;
  for (const m of mentions) if (m.entry && (!best || m.entry.tier < best.tier)) best = m.entry;
  return best;
}
