/** @jest-environment node */
import { findQuantities, type Quantity } from "@/lib/factcheck/quantities";

type Expect = Partial<
  Pick<Quantity, "value" | "lo" | "hi" | "unit" | "currency" | "rounding" | "hedge" | "dollarAmbiguous" | "countNoun" | "scale">
>;

function only(text: string): Quantity {
  const found = findQuantities(text);
  expect(found).toHaveLength(1);
  return found[0] as Quantity;
}

describe("quantity tokenizer", () => {
  const cases: [string, Expect][] = [
    ["inflation was 3.4% in 2023", { value: 3.4, unit: "percent", rounding: 0.05 }],
    ["grew 5 per cent", { value: 5, unit: "percent", rounding: 0.5 }],
    ["rose 2.5 percent", { value: 2.5, unit: "percent" }],
    ["a 5pc rise", { value: 5, unit: "percent" }],
    ["rose 0.3 percentage points", { value: 0.3, unit: "pp", rounding: 0.05 }],
    ["up 0.4pp", { value: 0.4, unit: "pp" }],
    ["a 25 basis point cut", { value: 0.25, unit: "pp", rounding: 0.005 }],
    ["£2.7tn", { value: 2.7e12, currency: "GBP", unit: "currency", rounding: 0.05e12 }],
    ["€1.2bn", { value: 1.2e9, currency: "EUR" }],
    ["$4.5 trillion", { value: 4.5e12, currency: "USD", dollarAmbiguous: true }],
    ["US$2,480", { value: 2480, currency: "USD", dollarAmbiguous: false, rounding: 0.5 }],
    ["USD34.6m", { value: 34.6e6, currency: "USD" }],
    ["USD 34.6 million", { value: 34.6e6, currency: "USD" }],
    ["50 MUSD", { value: 50e6, currency: "USD" }],
    ["$1MM", { value: 1e6, currency: "USD" }],
    ["¥600tn", { value: 600e12, currency: "JPY" }],
    ["C$3.1 trillion", { value: 3.1e12, currency: "CAD" }],
    ["$18.7T", { value: 18.7e12, currency: "USD" }],
    ["$643B", { value: 643e9, currency: "USD" }],
    ["₹330 lakh crore", { value: 330e12, currency: "INR" }],
    ["97.6 Japanese yen", { value: 97.6, currency: "JPY", unit: "currency", countNoun: null }],
    ["83.7 Indian rupees", { value: 83.7, currency: "INR" }],
    ["278 Pakistani rupees", { value: 278, currency: "PKR" }],
    ["1,364 won", { value: 1364, currency: "KRW" }],
    ["12.4 Mexican pesos", { value: 12.4, currency: "MXN" }],
    ["3,744 Colombian pesos", { value: 3744, currency: "COP" }],
    ["2.9 trillion euros", { value: 2.9e12, currency: "EUR" }],
    ["5 Canadian dollars", { value: 5, currency: "CAD", dollarAmbiguous: false }],
    ["5 dollars", { value: 5, currency: "USD", dollarAmbiguous: true }],
    ["a population of 68.6m", { value: 68.6e6, scale: 1e6 }],
    ["₹300 trillion", { value: 300e12, currency: "INR" }],
    ["151 yen", { value: 151, currency: "JPY", unit: "currency" }],
    ["220m people", { value: 220e6, unit: "count", countNoun: "people" }],
    ["7.1bn", { value: 7.1e9, scale: 1e9 }],
    ["331,578,104 Americans", { value: 331578104, unit: "count", countNoun: "americans" }],
    ["about 8 billion people", { value: 8e9, hedge: "about", unit: "count" }],
    ["nearly 2 million", { value: 2e6, hedge: "nearly" }],
    ["more than 5%", { hedge: "more_than", value: 5 }],
    ["topped $100,000", { hedge: "more_than", value: 100000 }],
    ["below 2%", { hedge: "less_than" }],
    ["2–3%", { lo: 2, hi: 3, value: 2.5, unit: "percent" }],
    ["2%-3%", { lo: 2, hi: 3 }],
    ["between 2 and 3 per cent", { lo: 2, hi: 3 }],
    ["$4-5tn", { lo: 4e12, hi: 5e12, currency: "USD" }],
    ["growth of −0.3%", { value: -0.3 }],
    ["growth of -0.3%", { value: -0.3 }],
    ["minus 2%", { value: -2 }],
    ["debt of about a third of GDP", { value: 100 / 3, unit: "percent", hedge: "about", rounding: 2.5 }],
  ];
  it.each(cases)("%s", (text, expected) => {
    expect(only(text)).toMatchObject(expected);
  });

  it.each([
    ["the G20 and COVID-19", 0],
    ["in Q3 2023 and FY2023-24", 0],
    ["between 2019 and 2023", 0],
    ["the first half of 2024", 0],
    ["from 3.9% to 3.6%", 2],
    ["a 3 m wide road", 1],
  ])("%s yields %i figures", (text, count) => {
    expect(findQuantities(text)).toHaveLength(count);
  });

  it("keeps the written precision of scaled figures", () => {
    expect(only("$4.5tn").rounding).toBeCloseTo(0.05e12);
    expect(only("$30 trillion").rounding).toBeCloseTo(0.5e12);
  });
});
