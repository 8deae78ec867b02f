import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ArticleActions } from "@/components/article/ArticleActions";
import { CopyLinkButton } from "@/components/article/CopyLinkButton";

beforeEach(() => window.localStorage.clear());

test("Like toggles, moves the count by one and is remembered per post", async () => {
  const user = userEvent.setup();
  const { unmount } = render(<ArticleActions postId={5} likes={41} title="Rates" />);
  const like = screen.getByRole("button", { name: /^Like/ });
  expect(like).toHaveAttribute("aria-pressed", "false");
  expect(like).toHaveTextContent("Like 41");
  await user.click(like);
  expect(like).toHaveAttribute("aria-pressed", "true");
  expect(like).toHaveTextContent("Like 42");
  expect(window.localStorage.getItem("liked-post-5")).toBe("1");
  unmount();

  render(<ArticleActions postId={5} likes={41} title="Rates" />);
  expect(screen.getByRole("button", { name: /^Like/ })).toHaveTextContent("Like 42");
  await user.click(screen.getByRole("button", { name: /^Like/ }));
  expect(screen.getByRole("button", { name: /^Like/ })).toHaveTextContent("Like 41");
  expect(window.localStorage.getItem("liked-post-5")).toBeNull();
});

test("Save toggles and is remembered per post; another post is unaffected", async () => {
  const user = userEvent.setup();
  render(
    <>
      <ArticleActions postId={1} likes={0} title="One" />
      <ArticleActions postId={2} likes={0} title="Two" />
    </>,
  );
  const [first, second] = screen.getAllByRole("button", { name: "Save" });
  await user.click(first!);
  expect(screen.getAllByRole("button", { name: /Save/ }).map((button) => button.textContent)).toEqual(["Saved", "Save"]);
  expect(first).toHaveAttribute("aria-pressed", "true");
  expect(second).toHaveAttribute("aria-pressed", "false");
  expect(window.localStorage.getItem("saved-post-1")).toBe("1");
});

test("Comment jumps to the comments area", () => {
  render(<ArticleActions postId={1} likes={0} title="One" />);
  expect(screen.getByRole("link", { name: "Comment" })).toHaveAttribute("href", "#comments");
});

test("Share uses the platform's share sheet when there is one", async () => {
  const user = userEvent.setup();
  const share = jest.fn(async () => {});
  Object.defineProperty(navigator, "share", { value: share, configurable: true });
  render(<ArticleActions postId={1} likes={0} title="Rates" />);
  await user.click(screen.getByRole("button", { name: "Share" }));
  expect(share).toHaveBeenCalledWith({ title: "Rates", url: window.location.href });
  Reflect.deleteProperty(navigator, "share");
});

test("without one, Share and Copy link copy the link and say 'Link copied to clipboard!'", async () => {
  const user = userEvent.setup();
  const alert = jest.spyOn(window, "alert").mockImplementation(() => {});
  render(
    <>
      <ArticleActions postId={1} likes={0} title="Rates" />
      <CopyLinkButton url="https://news.example/post/1" />
    </>,
  );
  await user.click(screen.getByRole("button", { name: "Share" }));
  expect(await navigator.clipboard.readText()).toBe(window.location.href);
  expect(alert).toHaveBeenLastCalledWith("Link copied to clipboard!");
  await user.click(screen.getByRole("button", { name: "Copy link" }));
  expect(await navigator.clipboard.readText()).toBe("https://news.example/post/1");
  expect(alert).toHaveBeenCalledTimes(2);
  alert.mockRestore();
});
