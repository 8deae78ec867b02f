/**
 * The data pages' addresses, which other clients rely on: an indicator is its file name with hyphens
 * (`inflation_cpi_pct` → `inflation-cpi-pct`); a country its countries.csv name in lower case, accents
 * dropped and every run of other characters one hyphen ("Côte d'Ivoire" → `cote-d-ivoire`).
 */
export function indicatorUrlSlug(fileSlug: string): string {
  return fileSlug.replaceAll("_", "-");
}

export function countryUrlSlug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A lower-case ISO3 code standing in for a country's name (`bra`); answered with a 308 to the name. */
export const ISO3_PARAM = /^[a-z]{3}$/;

export const DATA_PATHS = {
  index: "/data",
  indicator: (indicator: string) => `/data/${indicator}`,
  series: (indicator: string, country: string) => `/data/${indicator}/${country}`,
  csv: (indicator: string, country: string) => `/data/${indicator}/${country}.csv`,
  country: (country: string) => `/data/country/${country}`,
} as const;
