import { configure, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FactCheckLauncher } from "@/components/factcheck/FactCheckLauncher";

// useServerInsertedHTML: MUI's style cache provider asks for it (a no-op outside server rendering).
jest.mock("next/navigation", () => ({ useServerInsertedHTML: () => undefined, usePathname: () => window.location.pathname }));
// MUI in jsdom is slow on a loaded two-core machine; these tests wait for real renders, not timers.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

test("the button alone is rendered; the panel arrives when it is pressed, and closing gives the button back its focus", async () => {
  window.history.pushState({}, "", "/post/3");
  const user = userEvent.setup();
  render(<FactCheckLauncher />);
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Fact Check Assistant" }));
  const panel = await screen.findByRole("dialog", { name: "Fact Check Assistant" });
  expect(screen.getByText("Ready to analyze: 3")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Fact Check Assistant" })).not.toBeInTheDocument();

  await user.type(screen.getByRole("textbox", { name: "Your question" }), "kept?");
  await user.click(screen.getByRole("button", { name: "Close" }));
  expect(panel).not.toBeVisible();
  expect(screen.getByRole("button", { name: "Fact Check Assistant" })).toHaveFocus();

  await user.click(screen.getByRole("button", { name: "Fact Check Assistant" }));
  expect(screen.getByRole("textbox", { name: "Your question" })).toHaveValue("kept?");
});
