import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PostLoadErrorNotice } from "@/components/article/PostLoadError";
import { PostNotFoundNotice } from "@/components/article/ArticleNotices";
import { AppErrorScreen } from "@/components/errors/AppErrorScreen";
import { FallbackImage } from "@/components/ui/FallbackImage";

jest.mock("@/lib/menus/service", () => ({ getMenus: jest.fn() }));
jest.mock("next/server", () => ({ connection: jest.fn() }));

test("an unhandled error shows 'Unexpected Application Error!', logs it and offers a retry", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  const retry = jest.fn();
  const error = new Error("boom");
  render(<AppErrorScreen error={error} retry={retry} />);
  expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith("[app] unexpected error:", error);
  await userEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(retry).toHaveBeenCalled();
  log.mockRestore();
});

test("a failed article load shows the spec's alert; a missing one the info message", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  const retry = jest.fn();
  const { unmount } = render(<PostLoadErrorNotice error={new Error("db")} retry={retry} />);
  expect(screen.getByRole("alert")).toHaveTextContent("Failed to load post. Please try again later.");
  await userEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(retry).toHaveBeenCalled();
  unmount();
  render(<PostNotFoundNotice />);
  expect(screen.getByRole("heading", { name: "Post not found." })).toBeInTheDocument();
  log.mockRestore();
});

test("a failed image load swaps in the stock image, once", () => {
  render(<FallbackImage src="/api/uploads/missing.svg" fallbackSrc="/images/stock/stock-3.svg" alt="Chart" />);
  const image = screen.getByRole("img", { name: "Chart" }) as HTMLImageElement;
  fireEvent.error(image);
  expect(image.src).toMatch(/\/images\/stock\/stock-3\.svg$/);
  // the stock image failing too does not loop
  fireEvent.error(image);
  expect(image.src).toMatch(/\/images\/stock\/stock-3\.svg$/);
});
