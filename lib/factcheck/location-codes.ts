/**
 * The `locations=` code data.worldbank.org expects: ISO 3166-1 alpha-2 for economies, the World Bank's
 * two-character codes for the main aggregates. Codes missing here (minor aggregates, IMF groups) fall back
 * to the snapshot's own code, which the brief allows.
 */
const ECONOMY_ISO2: Record<string, string> = {
  ABW: "AW", AFG: "AF", AGO: "AO", ALB: "AL", AND: "AD", ARE: "AE", ARG: "AR", ARM: "AM", ASM: "AS", ATG: "AG",
  AUS: "AU", AUT: "AT", AZE: "AZ", BDI: "BI", BEL: "BE", BEN: "BJ", BFA: "BF", BGD: "BD", BGR: "BG", BHR: "BH",
  BHS: "BS", BIH: "BA", BLR: "BY", BLZ: "BZ", BMU: "BM", BOL: "BO", BRA: "BR", BRB: "BB", BRN: "BN", BTN: "BT",
  BWA: "BW", CAF: "CF", CAN: "CA", CHE: "CH", CHL: "CL", CHN: "CN", CIV: "CI", CMR: "CM", COD: "CD", COG: "CG",
  COL: "CO", COM: "KM", CPV: "CV", CRI: "CR", CUB: "CU", CUW: "CW", CYM: "KY", CYP: "CY", CZE: "CZ", DEU: "DE",
  DJI: "DJ", DMA: "DM", DNK: "DK", DOM: "DO", DZA: "DZ", ECU: "EC", EGY: "EG", ERI: "ER", ESP: "ES", EST: "EE",
  ETH: "ET", FIN: "FI", FJI: "FJ", FRA: "FR", FRO: "FO", FSM: "FM", GAB: "GA", GBR: "GB", GEO: "GE", GHA: "GH",
  GIB: "GI", GIN: "GN", GMB: "GM", GNB: "GW", GNQ: "GQ", GRC: "GR", GRD: "GD", GRL: "GL", GTM: "GT", GUM: "GU",
  GUY: "GY", HKG: "HK", HND: "HN", HRV: "HR", HTI: "HT", HUN: "HU", IDN: "ID", IMN: "IM", IND: "IN", IRL: "IE",
  IRN: "IR", IRQ: "IQ", ISL: "IS", ISR: "IL", ITA: "IT", JAM: "JM", JOR: "JO", JPN: "JP", KAZ: "KZ", KEN: "KE",
  KGZ: "KG", KHM: "KH", KIR: "KI", KNA: "KN", KOR: "KR", KWT: "KW", LAO: "LA", LBN: "LB", LBR: "LR", LBY: "LY",
  LCA: "LC", LIE: "LI", LKA: "LK", LSO: "LS", LTU: "LT", LUX: "LU", LVA: "LV", MAC: "MO", MAF: "MF", MAR: "MA",
  MCO: "MC", MDA: "MD", MDG: "MG", MDV: "MV", MEX: "MX", MHL: "MH", MKD: "MK", MLI: "ML", MLT: "MT", MMR: "MM",
  MNE: "ME", MNG: "MN", MNP: "MP", MOZ: "MZ", MRT: "MR", MUS: "MU", MWI: "MW", MYS: "MY", NAM: "NA", NCL: "NC",
  NER: "NE", NGA: "NG", NIC: "NI", NLD: "NL", NOR: "NO", NPL: "NP", NRU: "NR", NZL: "NZ", OMN: "OM", PAK: "PK",
  PAN: "PA", PER: "PE", PHL: "PH", PLW: "PW", PNG: "PG", POL: "PL", PRI: "PR", PRK: "KP", PRT: "PT", PRY: "PY",
  PSE: "PS", PYF: "PF", QAT: "QA", ROU: "RO", RUS: "RU", RWA: "RW", SAU: "SA", SDN: "SD", SEN: "SN", SGP: "SG",
  SLB: "SB", SLE: "SL", SLV: "SV", SMR: "SM", SOM: "SO", SRB: "RS", SSD: "SS", STP: "ST", SUR: "SR", SVK: "SK",
  SVN: "SI", SWE: "SE", SWZ: "SZ", SXM: "SX", SYC: "SC", SYR: "SY", TCA: "TC", TCD: "TD", TGO: "TG", THA: "TH",
  TJK: "TJ", TKM: "TM", TLS: "TL", TON: "TO", TTO: "TT", TUN: "TN", TUR: "TR", TUV: "TV", TWN: "TW", TZA: "TZ",
  UGA: "UG", UKR: "UA", URY: "UY", USA: "US", UZB: "UZ", VCT: "VC", VEN: "VE", VGB: "VG", VIR: "VI", VNM: "VN",
  VUT: "VU", WSM: "WS", XKX: "XK", YEM: "YE", ZAF: "ZA", ZMB: "ZM", ZWE: "ZW", CHI: "JG",
};

const AGGREGATE_LOCATION: Record<string, string> = {
  WLD: "1W", EUU: "EU", EMU: "XC", OED: "OE", HIC: "XD", LIC: "XM", LMC: "XN", UMC: "XT", MIC: "XP", LMY: "XO",
  SSF: "ZG", EAS: "Z4", ECS: "Z7", LCN: "ZJ", MEA: "ZQ", SAS: "8S", NAC: "XU", ARB: "1A",
};

export function worldBankLocation(code: string): string {
  return ECONOMY_ISO2[code] ?? AGGREGATE_LOCATION[code] ?? code;
}

/** Aggregates (world, regions, income groups, IMF groups) are every code that is not a single economy. */
export function isAggregate(code: string): boolean {
  return !(code in ECONOMY_ISO2);
}
