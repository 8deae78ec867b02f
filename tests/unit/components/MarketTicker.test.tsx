import { render, screen, within } from "@testing-library/react";
import { MarketTicker } from "@/components/market/MarketTicker";
import { loadTickers, TICKER_REPEAT } from "@/lib/market/ticker";

test("renders the four tickers, each repeating its items four times with only the first copy exposed", () => {
  render(<MarketTicker />);
  const region = screen.getByRole("region", { name: "Market ticker" });
  const lists = within(region).getAllByRole("list", { hidden: true });
  expect(lists.map((list) => list.getAttribute("aria-labelledby"))).toEqual([
    "ticker-commodity",
    "ticker-currency",
    "ticker-exchange",
    "ticker-stock",
  ]);
  const expected = loadTickers();
  for (const [index, list] of lists.entries()) {
    const items = list.querySelectorAll("li");
    const count = expected[index]?.items.length ?? 0;
    expect(items).toHaveLength(count * TICKER_REPEAT);
    expect([...items].filter((item) => item.getAttribute("aria-hidden") !== "true")).toHaveLength(count);
  }
  expect(screen.getByRole("list", { name: "Stocks" })).toBeInTheDocument();
  // each strip loops at its own speed, set for the CSS animation
  expect((lists[0]?.parentElement as HTMLElement).style.getPropertyValue("--loop")).toBe("60s");
  expect((lists[3]?.parentElement as HTMLElement).style.getPropertyValue("--loop")).toBe("30s");
});

test("prices and changes are formatted by the spec's rules, coloured by direction", () => {
  render(<MarketTicker />);
  const dow = screen.getAllByText("Dow Jones")[0]?.closest("li") as HTMLElement;
  expect(dow).toHaveTextContent("Dow Jones DJI 43,408 +0.32%");
  const silver = screen.getAllByText("Silver")[0]?.closest("li") as HTMLElement;
  const change = within(silver).getByText("-0.65%");
  expect(change.className).toMatch(/down/);
  expect(within(dow).getByText("+0.32%").className).toMatch(/up/);
});

test("shows 'Failed to load market data' when the data cannot be loaded", () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  render(
    <MarketTicker
      load={() => {
        throw new Error("bad data");
      }}
    />,
  );
  expect(screen.getByRole("status")).toHaveTextContent("Failed to load market data");
  expect(screen.queryByRole("region", { name: "Market ticker" })).not.toBeInTheDocument();
  log.mockRestore();
});

test("ticker text is escaped, whatever the data holds", () => {
  render(
    <MarketTicker
      load={() => loadTickers({ commodity: ["<img src=x onerror=alert(1)> | A&B | 1 | 1 |"], currency: [], exchange: [], stock: [] })}
    />,
  );
  expect(document.querySelector("img")).toBeNull();
  expect(screen.getAllByText("<img src=x onerror=alert(1)>")[0]).toBeInTheDocument();
  expect(screen.getAllByText((_, node) => node?.tagName === "LI" && /A&B/.test(node.textContent ?? ""))[0]).toBeInTheDocument();
});
