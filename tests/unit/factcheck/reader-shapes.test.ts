/** @jest-environment node */
// Reader questions in the wordings issue 27's third round added (lib/factcheck/reader-question.ts, reader-wording.ts),
// against the real snapshot in data/official. The figures in the comments are its rows (WDI and IMF alike unless
// said otherwise); every verdict is about the reader's own claim, never another figure.
import { factCheckArticle, type FactCheckResponse } from "@/lib/factcheck/engine";
import { getOfficialData } from "@/lib/factcheck/official-data";
import { readQuestion } from "@/lib/factcheck/reader-wording";

const data = getOfficialData();

const ARTICLE = {
  id: 11,
  title: "Markets and the economy",
  html: "<p>Economists and investors are watching the official statistics closely.</p>",
  publishedAt: "2025-06-15T09:00:00Z",
  url: "https://basispoint.example/post/11",
};

function ask(question: string): FactCheckResponse {
  return factCheckArticle({ article: ARTICLE, category: "Custom Question", question }, { data });
}

describe("changes over a period, in more wordings", () => {
  // Spain's unemployment rate: 26.1% in 2013, 22.1% in 2015, 14.1% in 2019, 11.4% in 2024 (the latest outturn).
  it.each([
    ["Has unemployment in Spain fallen since 2015?", "supported", /fell between 2015 and 2024 \(2024: the latest outturn\)/],
    ["Has Spain's unemployment rate gone up since 2015?", "not_supported", /rose between 2015 and 2024/],
    ["Is unemployment in Spain lower than it was in 2013?", "supported", /lower in 2024 than in 2013/],
    ["Did Spain's unemployment rate decline in 2013-19?", "supported", /between 2013 and 2019/],
    ["Did Spain's unemployment rate fall over the six years to 2019?", "supported", /between 2013 and 2019/],
    ["Did unemployment in Spain go from 26.1% to 14.1% in six years from 2013?", "supported", /from 26\.1% in 2013 to 14\.1% in 2019/],
  ])("'since', 'now' and spans of years: %s → %s", (question, verdict, explained) => {
    const answer = ask(question);
    expect(answer.overall_verdict).toBe(verdict);
    expect(answer.check.explanation).toMatch(explained);
  });

  it("compares the first year named with the second, whichever is earlier", () => {
    expect(ask("Was Spain's unemployment rate higher in 2013 than in 2019?").overall_verdict).toBe("supported");
    expect(ask("Was Spain's unemployment rate higher in 2019 than in 2013?").overall_verdict).toBe("not_supported");
    expect(ask("Was Spain's unemployment rate lower in 2019 than it was in 2013?").overall_verdict).toBe("supported");
    expect(ask("Was Spain's unemployment rate higher in 2013 than in 2019?").check.explanation).toMatch(/higher in 2013 than in 2019/);
  });

  // China's GDP: US$6.1–6.2 trillion in 2010, US$14.1 trillion in 2018. India's: US$0.82 trillion in 2005, US$2.67 trillion in 2020.
  // Canada's unemployment rate: 6.8% in 2000, 6.2% in 2007.
  it.each([
    ["Did India's GDP more than double between 2005 and 2020?", "supported"],
    ["Did China's GDP more than triple between 2010 and 2018?", "not_supported"],
    ["Did China's GDP grow twofold between 2010 and 2018?", "supported"],
    ["Was China's GDP in 2018 twice its 2010 level?", "supported"],
    ["Did Canada's jobless rate drop by half from 2000 to 2007?", "not_supported"],
    ["Did Spain cut its unemployment rate in half between 2013 and 2022?", "supported"],
  ])("multipliers, bounded and written out: %s → %s", (question, verdict) => {
    const answer = ask(question);
    expect(answer.overall_verdict).toBe(verdict);
    // A multiple of the level, never of the growth rate.
    expect(answer.check.explanation).not.toMatch(/growth rose/);
  });

  it("reads 'grew twofold' as the GDP level doubling, not the growth rate rising", () => {
    const answer = ask("Did China's GDP grow twofold between 2010 and 2018?");
    expect(answer.check.explanation).toMatch(/China's GDP doubled between 2010 and 2018/);
    expect(answer.check.explanation).toMatch(/US\$14\.15 trillion/);
  });

  it.each([
    ["Did Spain's unemployment rate fall by 12 points between 2013 and 2019?", "supported"],
    ["Did Spain's unemployment rate rise by 12 points between 2013 and 2019?", "not_supported"],
    ["Did Spain's unemployment rate fall by more than 15 points between 2013 and 2019?", "not_supported"],
    ["Did Spain's unemployment rate fall by more than 8 points between 2013 and 2019?", "supported"],
  ])("a change in points is the difference of the two years: %s → %s", (question, verdict) => {
    expect(ask(question).overall_verdict).toBe(verdict);
  });

  // Spain's real growth 2020–2024 compounds to about 7 %; India's 2016–2018 to about 23 %; Chile's 2021–2024 to about 17 %.
  it.each([
    ["Has Spain's economy grown 7% since 2019?", "supported"],
    ["Did India's real GDP rise 23% between 2015 and 2018?", "supported"],
    ["Did India's GDP grow by upwards of 20% between 2015 and 2018?", "supported"],
    ["Has Chile's economy grown by more than 13% since 2020?", "supported"],
    ["Was India's cumulative growth between 2015 and 2018 above 30%?", "not_supported"],
  ])("growth over a period with any change verb, 'since' or 'cumulative', compounded: %s → %s", (question, verdict) => {
    const answer = ask(question);
    expect(answer.overall_verdict).toBe(verdict);
    expect(answer.check.explanation).toMatch(/compounded year by year/);
  });

  it("does not decide a percentage change of a rate, which may mean points or a share", () => {
    const answer = ask("Did unemployment in Spain fall 50% between 2013 and 2022?");
    expect(answer.overall_verdict).toBe("unclear");
    expect(answer.check.explanation).toMatch(/points or a share of the rate/);
  });

  it.each([
    ["Did inflation in Brazil accelerate between 2017 and 2021?", "supported"],
    ["Did inflation in Brazil cool between 2017 and 2021?", "not_supported"],
    ["Did France's growth slow between 2011 and 2013?", "supported"],
  ])("words of pace compare the rate in the two years: %s → %s", (question, verdict) => {
    expect(ask(question).overall_verdict).toBe(verdict);
  });

  it("reads an economy that grew or shrank over a period in real terms, compounded", () => {
    const answer = ask("Did Greece's economy shrink between 2009 and 2013?");
    expect(answer.overall_verdict).toBe("supported");
    expect(answer.check.explanation).toMatch(/compounded year by year/);
    expect(answer.check.explanation).toMatch(/\(World Bank WDI, 2010\)/);
  });

  // Germany's real growth: −0.9% in 2023, 1.8% in 2022; Japan's 0.7% (WDI) and 1.2% (IMF) in 2023.
  it.each([
    ["Did Germany's economy shrink in 2023?", "supported"],
    ["Did Germany's economy grow in 2022?", "supported"],
    ["Was Japan's growth negative in 2023?", "not_supported"],
  ])("the sign of one year's growth: %s → %s", (question, verdict) => {
    const answer = ask(question);
    expect(answer.overall_verdict).toBe(verdict);
    expect(answer.check.explanation).toMatch(/the sign of its real GDP growth/);
  });

  it("does not answer 'grew faster than expected' as the sign of growth", () => {
    expect(ask("Did India's economy grow faster than expected in 2023?").overall_verdict).toBe("unclear");
  });
});

describe("comparisons, in more wordings", () => {
  it.each([
    // 2023 growth: India 7.2% (WDI) / 9.2% (IMF), China 5.4%, the US 2.9%.
    ["Did India outstrip China in growth in 2023?", "supported"],
    ["Did America grow faster than China in 2023?", "not_supported"],
    // 2022 unemployment: Germany 3.1%, France 7.3%.
    ["Was the jobless rate in Germany under France's in 2022?", "supported"],
  ])("%s → %s", (question, verdict) => {
    const answer = ask(question);
    expect(answer.overall_verdict).toBe(verdict);
    expect(answer.check.explanation).toMatch(/comparison/);
  });

  it("names the US when a reader writes 'America'", () => {
    expect(ask("Did America grow faster than China in 2023?").check.claims[0]?.country).toBe("USA");
  });

  // 2022 GDP: the US US$26.1 trillion, Germany US$4.2 trillion. 2009 population: Sweden 9.3 million, New Zealand 4.3 million.
  it.each([
    ["Was the US economy more than five times the size of Germany's in 2022?", "supported"],
    ["Was the US economy less than five times the size of Germany's in 2022?", "not_supported"],
    ["Was Sweden's population more than ten times that of New Zealand in 2009?", "not_supported"],
    ["Did Sweden have twice as many people as New Zealand in 2009?", "supported"],
  ])("one economy a multiple of another: %s → %s", (question, verdict) => {
    const answer = ask(question);
    expect(answer.overall_verdict).toBe(verdict);
    // The ratio is never printed: every number in the answer is a snapshot row or the reader's own.
    expect(answer.check.explanation).not.toMatch(/\b6\.2\b|\b2\.16?\b/);
  });
});

describe("rankings the data cannot decide", () => {
  it("does not rank among a group no list defines ('major economies')", () => {
    const answer = ask("Was India the fastest-growing major economy in 2023?");
    expect(answer.overall_verdict).toBe("unclear");
    expect(answer.check.explanation).toMatch(/a group the data does not define/);
  });

  it("does not call a transcontinental economy 'not one of' a region some lists put it in", () => {
    const answer = ask("Was Turkey's inflation the highest in Europe in 2023?");
    expect(answer.overall_verdict).toBe("unclear");
    expect(answer.check.explanation).toMatch(/spans two continents/);
    // A country no list puts there is still not one of its economies.
    expect(ask("Was Japan's inflation the highest in Europe in 2023?").overall_verdict).toBe("not_supported");
  });
});

describe("loose typing", () => {
  it("reads a possessive typed without its apostrophe, and 'gpd'", () => {
    expect(readQuestion(data, "did chinas gpd double between 2010 and 2018")).toEqual({
      text: "did China's GDP double between 2010 and 2018",
      readings: ['"chinas" read as China\'s', '"gpd" read as GDP'],
    });
    expect(readQuestion(data, "did spians unemployment fall").text).toBe("did Spain's unemployment fall");
    expect(ask("has switzerlands gdp doubled since 2005").overall_verdict).toBe("supported");
  });

  it("leaves plurals and demonyms alone", () => {
    expect(readQuestion(data, "Do Indians and Germans pay more taxes than the Netherlands?").readings).toEqual([]);
    expect(readQuestion(data, "How many turkeys are eaten?").readings).toEqual([]);
  });

  it("reads a lower-case possessive before 'output' as whose output it is, not a product", () => {
    // Ireland's real growth 2016–2021 compounds to about 57 %, far from 117 %.
    const answer = ask("did ireland's output expand 117% over 2015-2021");
    expect(answer.overall_verdict).toBe("not_supported");
    expect(answer.check.explanation).toMatch(/compounded year by year/);
  });
});
