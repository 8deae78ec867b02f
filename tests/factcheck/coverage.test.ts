/** @jest-environment node */
import { reportClaim, type ClaimReport } from "@/lib/factcheck/categories";
import { extractClaims } from "@/lib/factcheck/claims";
import { factCheckArticle, type FactCheckResponse } from "@/lib/factcheck/engine";
import {
  assessClaim,
  compared,
  type Assessment,
  type CheckedAssessment,
  type Reading,
  type UncheckedAssessment,
} from "@/lib/factcheck/evaluate";
import { loadEvalSet, PARTS } from "@/lib/factcheck/evaluation/cases";
import { handLabelledCases } from "@/lib/factcheck/evaluation/hand-labelled";
import { requestFor } from "@/lib/factcheck/evaluation/scoring";
import { getOfficialData } from "@/lib/factcheck/official-data";

const data = getOfficialData();

function ask(question: string): FactCheckResponse {
  return factCheckArticle({
    article: {
      id: 5,
      title: "Markets and the economy",
      html: "<p>Economists are watching the official statistics closely.</p>",
      publishedAt: "2025-06-15T09:00:00Z",
      url: "https://basispoint.example/post/5",
    },
    category: "Custom Question",
    question,
  });
}

function assess(question: string): Assessment {
  const [claim] = extractClaims([{ text: question, kind: "text" }], {
    data,
    origin: "question",
    publicationYear: 2025,
    fallbackPlace: null,
  });
  if (!claim) throw new Error(`no claim in "${question}"`);
  return assessClaim(data, claim, 2025);
}

describe("a figure about something the snapshot does not hold is unclear, never compared with another series", () => {
  it.each([
    ["Was India's Gini index 35.7 in 2021?", /inequality/],
    ["Did Saudi Arabia's oil output grow 2% in 2023?", /oil output/],
    ["Was life expectancy in Japan 84.5 years in 2022?", /demographic/],
    ["Did the S&P 500 end 2024 at 5,881?", /financial-market/],
    ["Did the Nikkei rise 19% in 2024?", /financial-market/],
    ["Did house prices in the UK rise 4.7% in 2024?", /house prices/],
    ["Did household debt in Canada reach 100% of GDP in 2023?", /household/],
    ["Was youth unemployment in Spain 28% in 2024?", /youth/],
    ["Did retail sales in the United Kingdom grow 3.3% in 2017?", /activity indicator/],
    ["Were Vietnam's electronics exports 30% of GDP in 2023?", /electronics exports/],
    ["Did Chile's lithium output rise 20% in 2023?", /lithium output/],
    ["Did Toyota's sales grow 5% in 2023?", /toyota/i],
    ["Was California's GDP $3.9 trillion in 2023?", /US state/],
    ["Did Ontario's economy grow 1.5% in 2023?", /Canadian province/],
    ["Was inflation in Rakhine State 20% in 2023?", /sub-national/],
    ["Was US inflation 9.1% in June 2022?", /single month/],
    ["Did UK GDP grow 0.6% in Q1 2024?", /quarter/],
    ["Will world growth be 3% in 2031?", /2031/],
    ["According to the BLS, was the US U-6 unemployment rate 7.5% in 2024?", /u-6/i],
    ["According to Eurostat, was Italy's Maastricht debt 135% of GDP in 2024?", /maastricht/i],
    ["Did the OECD's composite leading indicator for Japan stand at 100.2 in 2024?", /another publisher/],
    ["According to Eurostat, was euro-area inflation 2.4% in March 2024?", /single month/],
  ])("%s", (question, reason) => {
    const r = ask(question);
    expect(r.overall_verdict).toBe("unclear");
    expect(r.check.claims.length).toBeGreaterThan(0);
    for (const claim of r.check.claims) {
      expect(claim).toMatchObject({ verdict: "unclear", indicator: null, official: [] });
      expect(claim.explanation).toMatch(reason);
    }
  });

  it("still checks a headline statistic the snapshot holds, whoever is quoted for it", () => {
    // WDI and the IMF carry the national producers' own headline series (BLS unemployment, Eurostat's euro-area HICP).
    expect(ask("The BLS says US unemployment averaged 3.6% in 2023. Right?").overall_verdict).toBe("supported");
    expect(ask("According to Eurostat, was euro-area inflation 5.4% in 2023?").overall_verdict).toBe("supported");
  });
});

describe("the coverage guarantee", () => {
  it("makes a checked assessment only from a reading compared with snapshot rows", () => {
    const a = assess("Was US inflation 8% in 2022?");
    expect(a).toMatchObject({ checked: true, verdict: "supported", measure: "inflation" });
    if (!a.checked) return;
    expect(a.decisive.evidence.length).toBeGreaterThan(0);
    expect(compared({ ...a.decisive, evidence: [], outcome: "no_data" })).toBeNull();
    const plain: Reading = { ...a.decisive };
    // @ts-expect-error a reading that `compared` did not vouch for cannot decide a verdict
    const forged: CheckedAssessment = { ...a, decisive: plain };
    expect(forged.checked).toBe(true);
  });

  it("gives an unchecked assessment no verdict but unclear, with what is not covered", () => {
    const a = assess("Was India's Gini index 35.7 in 2021?");
    expect(a).toMatchObject({ checked: false, verdict: "unclear", decisive: null });
    if (a.checked) return;
    expect(a.unclearReason).toMatch(/inequality/);
    // @ts-expect-error an unchecked assessment is unclear, nothing else
    const forged: UncheckedAssessment = { ...a, verdict: "supported" };
    const report = reportClaim(data, a, "accuracy", { sentence: [], article: [] });
    expect(report.verdict).toBe("unclear");
    // @ts-expect-error a report on an unchecked assessment cannot carry another verdict
    const forgedReport: ClaimReport = { ...report, verdict: "supported" };
    expect([forged.checked, forgedReport.assessment.checked]).toEqual([false, false]);
  });

  it("answers every labelled question with official rows behind any verdict but unclear", () => {
    const cases = [...PARTS.flatMap((part) => loadEvalSet(part).cases), ...handLabelledCases()];
    const unsupported: string[] = [];
    cases.forEach((c, index) => {
      for (const claim of factCheckArticle(requestFor(c, index), { data }).check.claims) {
        if (claim.verdict === "unclear") {
          if (!/\S/.test(claim.explanation)) unsupported.push(`${c.id}: unclear without a reason`);
        } else if (claim.indicator === null || claim.official.length === 0 || claim.citations.length === 0) {
          unsupported.push(`${c.id}: ${claim.verdict} without a compared snapshot row`);
        }
      }
    });
    expect(unsupported).toEqual([]);
  });
});

describe("months and quarters are found wherever they qualify the figure", () => {
  it.each([
    "Was Japan's third-quarter growth 0.2% in 2024?",
    "Did German inflation fall to 2.2% in May?",
    "Did Brazil's GDP grow 1.4% in Q2?",
    "Was Canada's inflation 2.7% last month?",
  ])("%s → unclear", (question) => {
    expect(ask(question).overall_verdict).toBe("unclear");
  });

  it("but a month naming a release is not the figure's period", () => {
    expect(ask("Was US inflation 2.9% in 2024, as the IMF's October estimate put it?").overall_verdict).not.toBe("unclear");
  });
});

describe("parts of a year and parts of the population", () => {
  it.each([
    "Did China's economy grow by 5% in the first nine months of 2024?",
    "Was US inflation 3% year-to-date in 2024?",
    "Did US GDP grow 3% over the summer of 2024?",
    "Did Japan's population of over-65s rise 1% in 2023?",
    "Was Germany's unemployment rate for under-25s 6% in 2023?",
    "Was German GDP per hour worked $90 in 2023?",
  ])("%s → unclear", (question) => {
    expect(ask(question).overall_verdict).toBe("unclear");
  });
});
