/** @jest-environment node */
import { findPeriods, isSubAnnual, publicationYearOf } from "@/lib/factcheck/periods";

describe("period parser", () => {
  const cases: [string, { kind: string; year: number | null; altYear?: number }][] = [
    ["grew 2.5% in 2023", { kind: "year", year: 2023 }],
    ["2023's budget", { kind: "year", year: 2023 }],
    ["in FY2023-24", { kind: "fiscal_year", year: 2023 }],
    ["in FY2023/24", { kind: "fiscal_year", year: 2023 }],
    ["in 2023/24", { kind: "fiscal_year", year: 2023 }],
    ["in FY24", { kind: "fiscal_year", year: 2023, altYear: 2024 }],
    ["fiscal 2024", { kind: "fiscal_year", year: 2023, altYear: 2024 }],
    ["in Q3 2023", { kind: "quarter", year: 2023 }],
    ["in the third quarter", { kind: "quarter", year: null }],
    ["the third quarter of 2022", { kind: "quarter", year: 2022 }],
    ["in H1 2024", { kind: "half", year: 2024 }],
    ["the first half of 2024", { kind: "half", year: 2024 }],
    ["in December 2023", { kind: "month", year: 2023 }],
    ["in May", { kind: "month", year: null }],
    ["an annualised rate", { kind: "sub_annual_marker", year: null }],
    ["month-on-month", { kind: "sub_annual_marker", year: null }],
    ["last year", { kind: "year", year: 2024 }],
    ["this year", { kind: "year", year: 2025 }],
    ["next year", { kind: "year", year: 2026 }],
    ["since 2010", { kind: "since", year: 2010 }],
  ];
  it.each(cases)("%s", (text, expected) => {
    const [first] = findPeriods(text, 2025);
    expect(first).toMatchObject(expected);
  });

  it("does not read amounts or lower-case modal verbs as periods", () => {
    expect(findPeriods("prices may rise to $2024", 2025)).toEqual([]);
    expect(findPeriods("2,024 people", 2025)).toEqual([]);
  });

  it("reads 'a year earlier' as relative to the claim, not to publication", () => {
    expect(findPeriods("8% a year earlier", 2025)).toEqual([]);
  });

  it("classifies sub-annual kinds", () => {
    expect(["quarter", "half", "month", "sub_annual_marker"].every((k) => isSubAnnual(k as never))).toBe(true);
    expect(isSubAnnual("year")).toBe(false);
    expect(isSubAnnual("fiscal_year")).toBe(false);
  });

  it("takes the publication year from an ISO date without time zones", () => {
    expect(publicationYearOf("2025-01-01T00:30:00+14:00")).toBe(2025);
    expect(publicationYearOf("not a date")).toBeNull();
  });
});
