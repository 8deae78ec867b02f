/** @jest-environment node */
import { factCheckArticle, type FactCheckResponse } from "@/lib/factcheck/engine";

/** A reader's question on an article with no figure of its own. */
function ask(question: string): FactCheckResponse {
  return factCheckArticle({
    article: {
      id: 3,
      title: "Markets and the economy",
      html: "<p>Economists are watching the official statistics closely.</p>",
      publishedAt: "2025-06-15T09:00:00Z",
      url: "https://basispoint.example/post/3",
    },
    category: "Custom Question",
    question,
  });
}

describe("exchange rates, in either direction, against the annual-average rate per US dollar", () => {
  it.each([
    ["The dollar averaged 151 yen in 2024, is that right?", "JPN"],
    ["Did one dollar buy 83.7 Indian rupees on average in 2024?", "IND"],
    ["It took 83.7 rupees to buy one dollar in 2024.", "IND"],
    ["The greenback fetched an average of 151 Japanese yen in 2024.", "JPN"],
    ["In 2024 a dollar was worth 1,364 won on average.", "KOR"],
    ["USD/JPY averaged 151.4 in 2024.", "JPN"],
    ["The Pakistani rupee averaged 278 per dollar in 2024.", "PAK"],
    ["The dollar averaged 0.92 euros in 2024.", "EMU"],
    ["The euro traded at an average of $1.08 in 2024.", "EMU"],
    ["One euro bought 1.08 dollars on average in 2024, is that right?", "EMU"],
    ["A British pound was worth 1.28 US dollars on average in 2024.", "GBR"],
    ["EUR/USD averaged 1.08 in 2024.", "EMU"],
    ["Did the New Zealand dollar average $0.61 in 2024?", "NZL"],
  ])("%s → supported (%s)", (question, home) => {
    const r = ask(question);
    expect(r.overall_verdict).toBe("supported");
    expect(r.check.claims[0]).toMatchObject({ indicator: "exchange_rate_lcu_per_usd", country: home });
  });

  it.each([
    "The dollar averaged 120 yen in 2024.",
    "One euro bought 1.40 dollars on average in 2024.",
    "Did the dollar average 60 Indian rupees in 2024?",
  ])("%s → not supported", (question) => {
    expect(ask(question).overall_verdict).toBe("not_supported");
  });
});

describe("a question with its own figure is an accuracy question", () => {
  it.each([
    ["Is it true that China's nominal GDP was 49.3 trillion yuan in 2011?", "accuracy"],
    ["Was US real GDP growth 2.9% in 2023, according to the IMF?", "accuracy"],
    ["Did the dollar average 151 yen in 2024?", "accuracy"],
    ["Was US inflation 4.1% in 2023, and is that figure up to date?", "timeliness"],
    ["Was US inflation 4.1% in 2023? What is the source?", "source"],
  ])("%s → %s", (question, category) => {
    expect(ask(question).check.category).toBe(category);
  });
});

describe("a fall in output carries its sign from the wording", () => {
  it.each([
    "Germany's economy contracted by 0.9% in 2023, is that right?",
    "Did Germany's economy contract by 0.9% in 2023?",
    "Germany's GDP was down 0.9% in 2023?",
    "GDP in Germany fell 0.9 per cent in 2023.",
    "Did the German economy shrink 0.9% in 2023?",
    "Germany's economy suffered a 0.9% contraction in 2023.",
  ])("%s → supported", (question) => {
    expect(ask(question).overall_verdict).toBe("supported");
  });

  it("calls a contraction that did not happen not supported", () => {
    expect(ask("Did the US economy contract by 2.8% in 2024?").overall_verdict).toBe("not_supported");
  });
});

describe("a figure that is another quantity is not supported, and says what it matches", () => {
  it("per-capita GDP quoted as total GDP", () => {
    const r = ask("India's GDP was $2,590 in 2024, is that right?");
    expect(r.overall_verdict).toBe("not_supported");
    expect(r.check.explanation).toMatch(/matches GDP per capita instead \(US\$2,592/);
    expect(r.check.citations.map((c) => c.title)).toContain("GDP per capita (current US$), India, 2024");
  });

  it("growth two or three times the official rate, even when nominal growth is near it", () => {
    expect(ask("Did the US economy grow 5.3% in 2024?").overall_verdict).toBe("not_supported");
    expect(ask("Did the world economy grow 8% in 2024?").overall_verdict).toBe("not_supported");
    expect(ask("Did US nominal GDP grow 9.8% in 2022?").overall_verdict).toBe("supported");
  });
});

describe("a change in a rate written in per cent", () => {
  it("needs context, giving both readings, when only the relative reading fits", () => {
    const r = ask("Did US unemployment rise 10% in 2024?");
    expect(r.overall_verdict).toBe("needs_context");
    expect(r.check.explanation).toMatch(
      /Read as a relative change \(10% of the rate's own level\), the figure matches; read as a change of 10 percentage points, it does not/,
    );
  });

  it("needs context when only the percentage-point reading fits", () => {
    const r = ask("Did US unemployment rise 0.4% in 2024?");
    expect(r.overall_verdict).toBe("needs_context");
    expect(r.check.explanation).toMatch(/Read as a change of 0\.4 percentage points, the figure matches/);
  });

  it("reads 'inflation fell N%' as a change, and a change in the wrong direction as not supported", () => {
    expect(ask("Did US inflation fall 3.9% in 2023?").overall_verdict).toBe("needs_context");
    expect(ask("Did US inflation rise 10% in 2023?").overall_verdict).toBe("not_supported");
    expect(ask("Did US inflation rise 3.3% in 2022?").overall_verdict).toBe("needs_context");
    expect(ask("Did US consumer prices rise 8% in 2022?").overall_verdict).toBe("supported");
  });

  it("is supported in points when the points fit", () => {
    expect(ask("US unemployment rose 0.4 percentage points in 2024, is that right?").overall_verdict).toBe("supported");
  });
});

describe("questions typed the way readers type them", () => {
  it.each([
    ["is it true germany's gdp shrank 0.3 percent last year", "DEU"],
    ["uk inflation was 7.3% in 2023 right", "GBR"],
    ["did the us economy grow 2.8% in 2024", "USA"],
    ["Did India's GDP reach ₹330 lakh crore in 2024?", "IND"],
    ["Was the euro-dollar exchange rate 1.08 in 2024?", "EMU"],
    ["Did GDP per person in Norway top $86,000 in 2024?", "NOR"],
    ["Did India's population pass 1.4 billion in 2023?", "IND"],
  ])("%s → supported (%s)", (question, country) => {
    const r = ask(question);
    expect(r.overall_verdict).toBe("supported");
    expect(r.check.claims[0]?.country).toBe(country);
  });

  it("keeps lower-case words that are not places, and the pronoun 'us', out of it", () => {
    expect(
      ask("can you tell us if turkey prices rose 5% in 2023").check.claims.every((c) => c.country !== "TUR" && c.country !== "USA"),
    ).toBe(true);
  });
});

describe("a question is read whole", () => {
  it.each([
    ["How much did China's economy grow in 2023? I read 5.2%.", "supported"],
    ["Was Turkey's inflation rate 53.9% in 2023? And its unemployment 9.4%?", "supported"],
    ["Did Japan's population fall by 0.5% in 2024?", "supported"],
  ])("%s → %s", (question, verdict) => {
    expect(ask(question).overall_verdict).toBe(verdict);
  });
});
