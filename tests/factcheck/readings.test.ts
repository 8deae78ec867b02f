/** @jest-environment node */
import { factCheckArticle, type FactCheckResponse } from "@/lib/factcheck/engine";

/** A reader's question on an article with no figure of its own. */
function ask(question: string): FactCheckResponse {
  return factCheckArticle({
    article: { id: 3, title: "Markets and the economy", html: "<p>Economists are watching the official statistics closely.</p>", publishedAt: "2025-06-15T09:00:00Z", url: "https://basispoint.example/post/3" },
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

  it.each(["The dollar averaged 120 yen in 2024.", "One euro bought 1.40 dollars on average in 2024.", "Did the dollar average 60 Indian rupees in 2024?"])("%s → not supported", (question) => {
    expect(ask(question).overall_verdict).toBe("not_supported");
  });
});
