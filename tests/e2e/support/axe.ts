import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The serious and critical findings of every axe rule (WCAG A and AA and axe's best practices) on
 * the page as it is now, one line each (rule: targets).
 */
export async function seriousViolations(page: Page, { exclude }: { exclude?: string } = {}): Promise<string[]> {
  // A dialog still fading in is measured at part of its opacity, a frame no reader stops on: the
  // finite animations and transitions end first (the ticker's loop never does, and is not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page });
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
