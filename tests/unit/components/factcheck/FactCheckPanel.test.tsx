import { configure, render, screen, waitForElementToBeRemoved, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FactCheckPanel } from "@/components/factcheck/FactCheckPanel";
import { FAILURE_ALERT, OFF_ARTICLE_MESSAGE } from "@/lib/factcheck/chat";

// useServerInsertedHTML: MUI's style cache provider asks for it (a no-op outside server rendering).
jest.mock("next/navigation", () => ({ useServerInsertedHTML: () => undefined, usePathname: () => window.location.pathname }));
// MUI in jsdom is slow on a loaded two-core machine; these tests wait for real renders, not timers.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const ANSWER = {
  check: {
    verdict: "not_supported",
    claim_excerpt: "at 11.2% in 2024 on the ILO's modelled measure",
    explanation: "The article gives 11.2%; official: 6.80% (World Bank WDI, 2024). Not supported.",
    normalization: { unit: "percent of labour force", currency: null, price_base_year: null, population_adjustment: false },
    comparability_notes: "WDI carries the ILO modelled estimate.",
    timeliness: { data_vintage: "2026-07-01", is_latest_available: false, latest_available_period: "2025" },
    related_indicators_consistency: "ILO and national unemployment agree.",
    citations: [
      {
        title: "Unemployment, Brazil, 2024",
        url: "https://data.worldbank.org/indicator/SL.UEM.TOTL.ZS?locations=BR",
        publisher: "World Bank, World Development Indicators",
        accessed: "2026-07-01",
      },
    ],
    claims: [
      {
        claim_excerpt: "at 11.2% in 2024 on the ILO's modelled measure",
        quoted: "11.2%",
        official: [
          {
            source: "World Bank, World Development Indicators",
            indicator: "unemployment_pct",
            year: 2024,
            value: "6.801",
            display: "6.80%",
          },
        ],
      },
    ],
  },
  response: "Not supported.",
  article_title: "Brazil's fiscal framework",
  article_url: "http://localhost/post/11",
  overall_verdict: "not_supported",
};

// jsdom has no fetch Response: the panel reads only ok, status and json().
function response(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

function reply(status: number, body: unknown) {
  return jest.fn(async () => response(status, body));
}

function renderPanel() {
  const onClose = jest.fn();
  render(<FactCheckPanel open onClose={onClose} />);
  return { user: userEvent.setup(), onClose };
}

beforeEach(() => {
  window.history.pushState({}, "", "/post/11");
  global.fetch = reply(200, ANSWER) as unknown as typeof fetch;
});

afterEach(() => jest.restoreAllMocks());

test("shows the status banner and the five quick questions", () => {
  renderPanel();
  expect(screen.getByRole("dialog", { name: "Fact Check Assistant" })).toBeInTheDocument();
  expect(screen.getByText("Ready to analyze: 11")).toBeInTheDocument();
  for (const name of [
    "Accuracy of Quoted Numbers",
    "Timeliness of the Data",
    "Comparability & Units",
    "Source Reliability",
    "Consistency With Related Indicators",
  ]) {
    expect(screen.getByRole("button", { name })).toBeInTheDocument();
  }
  expect(screen.getByRole("button", { name: "Clear Chat" })).toBeDisabled();
  expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
});

test("a quick question opens the dialog; Cancel sends nothing, Ask This Question sends the spec's payload", async () => {
  const { user } = renderPanel();
  await user.click(screen.getByRole("button", { name: "Accuracy of Quoted Numbers" }));
  const dialog = screen.getByRole("dialog", { name: "Accuracy of Quoted Numbers" });
  expect(within(dialog).getByText("Category: accuracy")).toBeInTheDocument();
  expect(within(dialog).getByText(/Are the figures consistent with the latest official data/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  await waitForElementToBeRemoved(dialog);
  expect(global.fetch).not.toHaveBeenCalled();

  await user.click(screen.getByRole("button", { name: "Accuracy of Quoted Numbers" }));
  await user.click(screen.getByRole("button", { name: "Ask This Question" }));
  const answer = await screen.findByRole("article", { name: "Answer about Brazil's fiscal framework" });
  expect(global.fetch).toHaveBeenCalledTimes(1);
  const [url, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
  expect(url).toBe("/api/ai/fact-check-url");
  expect(JSON.parse(String(init.body))).toEqual({
    question: "Accuracy of Quoted Numbers",
    category: "accuracy",
    description: "Are the figures consistent with the latest official data (World Bank, IMF, national statistics)?",
    url: "http://localhost/post/11",
  });
  const chip = within(answer).getByText("Not supported").closest(".MuiChip-root");
  expect(chip).toHaveAttribute("data-verdict", "not_supported");
  expect(chip).toHaveClass("MuiChip-colorError");
  expect(within(answer).getByText(/The article gives 11\.2%/)).toBeInTheDocument();
  expect(
    within(answer).getByText(/11\.2% quoted · official 6\.80% \(World Bank, World Development Indicators, 2024\)/),
  ).toBeInTheDocument();
  const source = within(answer).getByRole("link", { name: "Unemployment, Brazil, 2024" });
  expect(source).toHaveAttribute("href", "https://data.worldbank.org/indicator/SL.UEM.TOTL.ZS?locations=BR");
  expect(source).toHaveAttribute("target", "_blank");
  expect(source).toHaveAttribute("rel", "noopener noreferrer");
  expect(screen.getByRole("button", { name: "Clear Chat" })).toBeEnabled();
});

test("Enter sends a custom question; the box is disabled while it runs", async () => {
  let release: (value: Response) => void = () => undefined;
  global.fetch = jest.fn(() => new Promise<Response>((resolve) => (release = resolve))) as unknown as typeof fetch;
  const { user } = renderPanel();
  const box = screen.getByRole("textbox", { name: "Your question" });
  await user.type(box, "   {Enter}");
  expect(global.fetch).not.toHaveBeenCalled();
  await user.clear(box);
  await user.type(box, "Was US inflation 9% in 2022?{Enter}");
  expect(await screen.findByText("AI is analyzing...")).toBeInTheDocument();
  expect(box).toBeDisabled();
  expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
  expect(JSON.parse(String((global.fetch as jest.Mock).mock.calls[0][1].body))).toMatchObject({
    question: "Was US inflation 9% in 2022?",
    category: "Custom Question",
  });
  release(response(200, { response: "Supported." }));
  expect(await screen.findByText("Supported.")).toBeInTheDocument();
  expect(screen.queryByText("AI is analyzing...")).not.toBeInTheDocument();
  expect(box).toBeEnabled();
});

test("a failed request shows the alert and logs the internal message; Clear Chat empties everything", async () => {
  global.fetch = reply(500, { message: "Something went wrong on our side. Please try again later." }) as unknown as typeof fetch;
  const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const { user } = renderPanel();
  await user.type(screen.getByRole("textbox", { name: "Your question" }), "Is the debt figure right?");
  await user.click(screen.getByRole("button", { name: "Send" }));
  expect(await screen.findByText(FAILURE_ALERT)).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith("Failed to process custom fact-check request", expect.any(Error));
  await user.click(screen.getByRole("button", { name: "Clear Chat" }));
  expect(screen.queryByText(FAILURE_ALERT)).not.toBeInTheDocument();
  expect(screen.queryByText("Is the debt figure right?")).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Clear Chat" })).toBeDisabled();
});

test("off an article page nothing is sent and the spec's message is answered", async () => {
  window.history.pushState({}, "", "/category/business");
  const { user } = renderPanel();
  expect(screen.getByText("Visit an article page to enable fact-checking")).toBeInTheDocument();
  await user.type(screen.getByRole("textbox", { name: "Your question" }), "Was US inflation 9% in 2022?{Enter}");
  expect(await screen.findByText(OFF_ARTICLE_MESSAGE)).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Source Reliability" }));
  await user.click(screen.getByRole("button", { name: "Ask This Question" }));
  expect(await screen.findByText(/I need to analyze an article to answer "Source Reliability"/)).toBeInTheDocument();
  expect(global.fetch).not.toHaveBeenCalled();
});

test("an unknown verdict gets a grey chip with its own words", async () => {
  global.fetch = reply(200, {
    ...ANSWER,
    overall_verdict: "half_true",
    check: { ...ANSWER.check, verdict: "half_true" },
  }) as unknown as typeof fetch;
  const { user } = renderPanel();
  await user.type(screen.getByRole("textbox", { name: "Your question" }), "Right?{Enter}");
  const chip = await screen.findByText("half true");
  expect(chip.closest(".MuiChip-root")).toHaveClass("MuiChip-colorDefault");
});

test("Escape and the close button close the panel", async () => {
  const { user, onClose } = renderPanel();
  await user.click(screen.getByRole("button", { name: "Close" }));
  await user.keyboard("{Escape}");
  expect(onClose).toHaveBeenCalledTimes(2);
});
