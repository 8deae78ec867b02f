import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MobileMenu } from "@/components/layout/MobileMenu";

jest.mock("next/navigation", () => ({ usePathname: () => "/" }));
// The drawer's chunk cannot be fetched, as on a flaky connection after a deploy.
jest.mock("@/components/layout/MenuDrawer", () => {
  throw new Error("Loading chunk 734 failed.\n(error: http://localhost/_next/static/chunks/734.js)");
});

test("a drawer chunk that fails to load says 'Loading chunk N failed'", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  render(<MobileMenu navigation={<p>nav</p>} />);
  const button = screen.getByRole("button", { name: "Open menu" });
  expect(button).toHaveAttribute("aria-expanded", "false");
  await userEvent.click(button);
  expect(await screen.findByRole("alert")).toHaveTextContent("Loading chunk 734 failed");
  expect(button).toHaveAttribute("aria-expanded", "false");
  expect(log).toHaveBeenCalled();
  log.mockRestore();
});
