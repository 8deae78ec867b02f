import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Request } from "@playwright/test";
import { FAILURE_ALERT, OFF_ARTICLE_MESSAGE } from "@/lib/factcheck/chat";
import type { PostSummary } from "@/lib/posts/types";

const ENDPOINT = "/api/ai/fact-check-url";
const BRAZIL = "brazil-fiscal-framework-election-year";
let articlePath: string;

test.beforeAll(async ({ request }) => {
  const posts = (await (await request.get("/api/posts?limit=50")).json()) as PostSummary[];
  const brazil = posts.find((post) => post.slug === BRAZIL);
  if (!brazil) throw new Error("the Brazil article is published demo content");
  articlePath = `/post/${brazil.id}`;
});

function factCheckRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === ENDPOINT) seen.push(request);
  });
  return seen;
}

async function openPanel(page: Page) {
  await page.getByRole("button", { name: "Fact Check Assistant" }).click();
  const panel = page.getByRole("dialog", { name: "Fact Check Assistant" });
  await expect(panel).toBeVisible();
  return panel;
}

test("the panel's code arrives only when the button is pressed, at 400×600 or full screen on a phone", async ({ page, isMobile }) => {
  await page.goto(articlePath, { waitUntil: "load" });
  expect(await page.getByRole("dialog").count()).toBe(0);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const panel = await openPanel(page);
  expect(scripts.some((url) => url.includes("/_next/static/chunks/"))).toBe(true);
  const box = await panel.boundingBox();
  const viewport = page.viewportSize();
  if (isMobile) {
    expect(box).toMatchObject({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });
  } else {
    expect(box?.width).toBe(400);
    expect(box?.height).toBe(600);
  }
  await expect(panel.getByText(`Ready to analyze: ${articlePath.split("/").at(-1)}`)).toBeVisible();
  await expect(panel.getByRole("button", { name: "Clear Chat" })).toBeDisabled();
  await expect(panel.getByRole("button", { name: "Send" })).toBeDisabled();
  await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Fact Check Assistant" })).toBeFocused();
});

test("a quick question, through its dialog, finds the planted error with a red or orange chip and clickable sources", async ({ page }) => {
  const requests = factCheckRequests(page);
  await page.goto(articlePath);
  const panel = await openPanel(page);
  await panel.getByRole("button", { name: "Accuracy of Quoted Numbers" }).click();
  const dialog = page.getByRole("dialog", { name: "Accuracy of Quoted Numbers" });
  await expect(dialog.getByText("Category: accuracy")).toBeVisible();
  await expect(
    dialog.getByText("Are the figures consistent with the latest official data (World Bank, IMF, national statistics)?"),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect(requests).toHaveLength(0);

  await panel.getByRole("button", { name: "Accuracy of Quoted Numbers" }).click();
  await page.getByRole("button", { name: "Ask This Question" }).click();
  const answer = panel.getByRole("article").first();
  await expect(answer).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(requests[0]?.postDataJSON()).toEqual({
    question: "Accuracy of Quoted Numbers",
    category: "accuracy",
    description: "Are the figures consistent with the latest official data (World Bank, IMF, national statistics)?",
    url: page.url(),
  });
  const chip = answer.locator("[data-verdict]");
  await expect(chip).toHaveText("Mixed");
  await expect(chip).toHaveClass(/MuiChip-colorWarning/);
  await expect(answer).toContainText("The article gives 11.2%");
  await expect(answer).toContainText("Official: 6.80% (World Bank WDI, 2024)");
  // The first source (the chart's link to the data page comes before the list of sources).
  const source = answer.getByRole("list").getByRole("link").first();
  await expect(source).toHaveAttribute("href", /^https:\/\/data\.(worldbank|imf)\.org\//);
  await expect(source).toHaveAttribute("target", "_blank");
  await expect(source).toHaveAttribute("rel", "noopener noreferrer");
  await expect(panel.getByRole("button", { name: "Clear Chat" })).toBeEnabled();
});

test("a custom question is sent with Enter, shows the spinner while it runs, and answers with its own figure", async ({ page }) => {
  const requests = factCheckRequests(page);
  await page.goto(articlePath);
  const panel = await openPanel(page);
  const box = panel.getByRole("textbox", { name: "Your question" });
  await box.fill("   ");
  await expect(panel.getByRole("button", { name: "Send" })).toBeDisabled();
  // Hold the answer back until the running state has been seen (a timer raced a busy machine).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENDPOINT, async (route) => {
    await held;
    await route.continue();
  });
  await box.fill("Was US inflation 9% in 2022?");
  await box.press("Enter");
  await expect(panel.getByText("AI is analyzing...")).toBeVisible();
  await expect(box).toBeDisabled();
  release();
  const answer = panel.getByRole("article").first();
  await expect(answer).toContainText("The question gives 9%");
  await expect(answer.locator("[data-verdict]")).toHaveText("Needs context");
  await expect(answer.locator("[data-verdict]")).toHaveClass(/MuiChip-colorWarning/);
  await expect(answer).toContainText("9% quoted · official 8.0%");
  // The series the figure was compared with, drawn as a small chart with the quote marked against the official value.
  const chart = answer.getByRole("img", { name: /^Inflation, consumer prices \(annual %\), United States, \d{4}–2024$/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription("Official value in 2022: 8.0%. Quoted: 9%.");
  await expect(chart.locator("[data-mark='official']")).toBeVisible();
  await expect(chart.locator("[data-mark='quoted']")).toBeVisible();
  await expect(answer.getByText("Official 8.0% (2022)")).toBeVisible();
  await expect(answer.getByText("Quoted 9%", { exact: true })).toBeVisible();
  await expect(answer.getByRole("link", { name: "Inflation, consumer prices (annual %), United States: data page" })).toHaveAttribute(
    "href",
    "/data/inflation-cpi-pct/united-states",
  );
  // The quote sits above the official point: 9% against 8.0%.
  const quotedBox = await chart.locator("[data-mark='quoted']").boundingBox();
  const officialBox = await chart.locator("[data-mark='official']").boundingBox();
  expect(quotedBox!.y + quotedBox!.height / 2).toBeLessThan(officialBox!.y + officialBox!.height / 2);
  await expect(panel.getByText("AI is analyzing...")).toBeHidden();
  await expect(box).toBeEnabled();
  await expect(box).toHaveValue("");
  expect(requests.map((r) => r.postDataJSON())).toEqual([
    { question: "Was US inflation 9% in 2022?", category: "Custom Question", description: "", url: page.url() },
  ]);
});

test("an IMF projection's chart says which years are projections and fits the panel", async ({ page }, testInfo) => {
  await page.goto(articlePath);
  const panel = await openPanel(page);
  await panel.getByRole("textbox", { name: "Your question" }).fill("Will Brazil's economy grow 2.2% in 2026?");
  await panel.getByRole("textbox", { name: "Your question" }).press("Enter");
  const chart = panel
    .getByRole("article")
    .first()
    .getByRole("img", { name: /^Gross domestic product, constant prices \(percent change\), Brazil, / });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/Quoted: 2\.2%\. Values from 2025 are IMF projections, drawn dashed\.$/);
  const [chartBox, panelBox] = [await chart.boundingBox(), await panel.boundingBox()];
  expect(chartBox!.x + chartBox!.width).toBeLessThanOrEqual(panelBox!.x + panelBox!.width);
  await chart.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("factcheck-series-chart.png") });
});

test("off an article page nothing is sent and the spec's message is answered", async ({ page }) => {
  const requests = factCheckRequests(page);
  await page.goto("/");
  const panel = await openPanel(page);
  await expect(panel.getByText("Visit an article page to enable fact-checking")).toBeVisible();
  await panel.getByRole("textbox", { name: "Your question" }).fill("Was US inflation 9% in 2022?");
  await panel.getByRole("button", { name: "Send" }).click();
  await expect(panel.getByText(OFF_ARTICLE_MESSAGE)).toBeVisible();
  await panel.getByRole("button", { name: "Timeliness of the Data" }).click();
  await page.getByRole("button", { name: "Ask This Question" }).click();
  await expect(panel.getByText(/I need to analyze an article to answer "Timeliness of the Data"/)).toBeVisible();
  expect(requests).toHaveLength(0);
});

test("when the server fails, the reader sees the error alert; Clear Chat empties the conversation", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.route(ENDPOINT, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"message":"Something went wrong on our side. Please try again later."}',
    }),
  );
  await page.goto(articlePath);
  const panel = await openPanel(page);
  await panel.getByRole("textbox", { name: "Your question" }).fill("Is the debt figure right?");
  await panel.getByRole("textbox", { name: "Your question" }).press("Enter");
  await expect(panel.getByRole("alert").filter({ hasText: FAILURE_ALERT })).toBeVisible();
  expect(errors.some((text) => text.includes("Failed to process custom fact-check request"))).toBe(true);
  await panel.getByRole("button", { name: "Clear Chat" }).click();
  await expect(panel.getByText(FAILURE_ALERT)).toBeHidden();
  await expect(panel.getByText("Is the debt figure right?")).toBeHidden();
  await expect(panel.getByRole("button", { name: "Clear Chat" })).toBeDisabled();
});

test("the button, the panel with an answer and the question dialog pass an accessibility scan", async ({ page }) => {
  await page.goto(articlePath);
  const launcher = await new AxeBuilder({ page }).include("button[aria-haspopup='dialog']").analyze();
  expect(launcher.violations).toEqual([]);
  const panel = await openPanel(page);
  await panel.getByRole("textbox", { name: "Your question" }).fill("Was US inflation 9% in 2022?");
  await panel.getByRole("textbox", { name: "Your question" }).press("Enter");
  await expect(panel.getByRole("article").first()).toBeVisible();
  const withAnswer = await new AxeBuilder({ page }).include("[role='dialog'][aria-modal='false']").analyze();
  expect(withAnswer.violations).toEqual([]);
  await panel.getByRole("button", { name: "Source Reliability" }).click();
  await expect(page.getByRole("dialog", { name: "Source Reliability" })).toBeVisible();
  const dialog = await new AxeBuilder({ page }).include(".MuiDialog-paper").analyze();
  expect(dialog.violations).toEqual([]);
});
