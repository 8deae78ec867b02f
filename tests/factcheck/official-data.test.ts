/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getOfficialData, latestActualYear, loadOfficialData, valueAt } from "@/lib/factcheck/official-data";

const INDICATORS_HEADER = "slug,indicator_code,name,unit,source_publisher,source_dataset,source_url,license,latest_year,data_vintage,rows";
const GOOD: Record<string, string> = {
  "indicators.csv": [
    INDICATORS_HEADER,
    "gdp_current_usd,NY.GDP.MKTP.CD,GDP (current US$),current US dollars,World Bank (World Development Indicators),x,https://data.worldbank.org/indicator/NY.GDP.MKTP.CD,CC-BY-4.0,2024,2026-07-01 (commit),2",
    'imf_gdp_current_usd_bn,IMF WEO NGDPD,"GDP, current prices (US$ billions)",billions of current US dollars,"International Monetary Fund (World Economic Outlook, October 2025)",x,https://data.imf.org/en/datasets/IMF.RES:WEO,IMF terms,2025,"WEO October 2025 (downloaded 2025-10-16)",2',
  ].join("\n"),
  "countries.csv": 'country_code,country_name,aliases\nUSA,United States,US;U.S.;American\nKOR,"Korea, Rep.",South Korea\n',
  "gdp_current_usd.csv":
    "country_code,country_name,year,value\nUSA,United States,2023,27812000000000\nUSA,United States,2024,29298013000000\n",
  "imf_gdp_current_usd_bn.csv":
    "country_code,country_name,year,value\nUSA,United States,2024,29298.025\nUSA,United States,2025,30615.743\n",
  "imf_weo_latest_actual.csv": "slug,indicator_code,country_code,latest_actual_year\nimf_gdp_current_usd_bn,NGDPD,USA,2024\n",
};

function fixture(overrides: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "factcheck-data-"));
  for (const [name, text] of Object.entries({ ...GOOD, ...overrides })) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

describe("official data loader", () => {
  it("loads, scales and indexes a valid folder", () => {
    const data = loadOfficialData(fixture());
    expect(valueAt(data, "gdp_current_usd", "USA", 2024)).toBe(29298013000000);
    expect(valueAt(data, "imf_gdp_current_usd_bn", "USA", 2025)).toBeCloseTo(30615.743e9);
    expect(latestActualYear(data, "imf_gdp_current_usd_bn", "USA")).toBe(2024);
    expect(data.indicators.get("imf_gdp_current_usd_bn")).toMatchObject({
      publisher: "IMF",
      publisherName: "International Monetary Fund, World Economic Outlook (October 2025)",
      accessed: "2025-10-16",
    });
    expect(data.countries.get("KOR")?.name).toBe("Korea, Rep.");
  });

  it.each([
    [
      "a bad header",
      "gdp_current_usd.csv",
      "code,name,year,value\nUSA,United States,2023,1\nUSA,United States,2024,2\n",
      /gdp_current_usd\.csv.*expected header/,
    ],
    [
      "a value in exponent notation",
      "gdp_current_usd.csv",
      "country_code,country_name,year,value\nUSA,United States,2023,2.7e13\nUSA,United States,2024,1\n",
      /gdp_current_usd\.csv \(line 2\).*plain decimal/,
    ],
    [
      "an unknown country code",
      "gdp_current_usd.csv",
      "country_code,country_name,year,value\nXXX,Nowhere,2023,1\nUSA,United States,2024,2\n",
      /gdp_current_usd\.csv \(line 2\).*unknown country code/,
    ],
    [
      "a duplicate row",
      "gdp_current_usd.csv",
      "country_code,country_name,year,value\nUSA,United States,2024,1\nUSA,United States,2024,2\n",
      /duplicate USA 2024/,
    ],
    [
      "a row count that disagrees with indicators.csv",
      "gdp_current_usd.csv",
      "country_code,country_name,year,value\nUSA,United States,2024,1\n",
      /says 2 rows, file has 1/,
    ],
    [
      "a latest year that disagrees with indicators.csv",
      "gdp_current_usd.csv",
      "country_code,country_name,year,value\nUSA,United States,2022,1\nUSA,United States,2023,2\n",
      /latest_year 2024, file ends in 2023/,
    ],
    [
      "a bad year",
      "gdp_current_usd.csv",
      "country_code,country_name,year,value\nUSA,United States,20x4,1\nUSA,United States,2024,2\n",
      /bad year/,
    ],
    ["a missing file", "gdp_current_usd.csv", "", /gdp_current_usd\.csv.*expected header/],
    [
      "a bad latest-actual label",
      "imf_weo_latest_actual.csv",
      "slug,indicator_code,country_code,latest_actual_year\nimf_gdp_current_usd_bn,NGDPD,USA,soon\n",
      /imf_weo_latest_actual\.csv.*bad latest_actual_year/,
    ],
  ])("fails loudly, naming the file, on %s", (_name, file, text, message) => {
    expect(() => loadOfficialData(fixture({ [file]: text }))).toThrow(message);
  });

  it("fails when a listed file is absent", () => {
    const dir = fixture();
    fs.unlinkSync(path.join(dir, "gdp_current_usd.csv"));
    expect(() => loadOfficialData(dir)).toThrow(/gdp_current_usd\.csv: file is missing/);
  });

  it("loads the project snapshot once per process", () => {
    expect(getOfficialData()).toBe(getOfficialData());
    expect(getOfficialData().indicators.size).toBe(28);
  });
});
