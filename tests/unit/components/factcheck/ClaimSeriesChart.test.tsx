import { render, screen } from "@testing-library/react";
import { ClaimSeriesChart } from "@/components/factcheck/ClaimSeriesChart";
import type { ClaimSeries } from "@/lib/factcheck/types";

const series: ClaimSeries = {
  indicator: "imf_gdp_growth_pct",
  country: "BRA",
  unit: "percent, annual change of real GDP",
  points: [2022, 2023, 2024, 2025, 2026].map((year, i) => ({ year, value: [3, 3.2, 3.4, 2.4, 1.9][i]!, projected: year > 2024 })),
  name: "Gross domestic product, constant prices (percent change)",
  country_name: "Brazil",
  path: "/data/imf-gdp-growth-pct/brazil",
  year: 2026,
  quoted_value: 2.2,
};
const official = [{ source: "IMF", indicator: "imf_gdp_growth_pct", year: 2026, value: "1.942", display: "1.94%" }];

test("an image named by the series and described by the official value, the quote and the projections", () => {
  const { container } = render(<ClaimSeriesChart series={series} quoted="2.2%" official={official} />);
  const chart = screen.getByRole("img", { name: "Gross domestic product, constant prices (percent change), Brazil, 2022–2026" });
  expect(chart).toHaveAccessibleDescription(
    "Official value in 2026: 1.94%. Quoted: 2.2%. Values from 2025 are IMF projections, drawn dashed.",
  );
  expect(chart.querySelector("[data-mark='official']")).not.toBeNull();
  expect(chart.querySelector("[data-mark='quoted']")).not.toBeNull();
  expect(chart.querySelectorAll("path[stroke-dasharray='6 5']")).toHaveLength(1);
  expect(screen.getByRole("link", { name: "Gross domestic product, constant prices (percent change), Brazil: data page" })).toHaveAttribute(
    "href",
    "/data/imf-gdp-growth-pct/brazil",
  );
  // The legend names both marks in text.
  expect(container.textContent).toContain("Official 1.94% (2026)");
  expect(container.textContent).toContain("Quoted 2.2%");
});

test("a change is not drawn as a point: the description says so and there is no diamond", () => {
  render(<ClaimSeriesChart series={{ ...series, year: 2024, quoted_value: null }} quoted="0.2 points" official={[]} />);
  const chart = screen.getByRole("img");
  expect(chart).toHaveAccessibleDescription(
    "Quoted: 0.2 points (not a point of this series). Values from 2025 are IMF projections, drawn dashed.",
  );
  expect(chart.querySelector("[data-mark='quoted']")).toBeNull();
  expect(chart.querySelector("[data-mark='official']")).not.toBeNull();
});
