import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ArticleActions } from "@/components/article/ArticleActions";
import { CopyLinkButton } from "@/components/article/CopyLinkButton";
import { answer, GRACE, renderWithSession, stubApi } from "../helpers/reader-api";

beforeEach(() => {
  window.localStorage.clear();
  stubApi({ "/api/session": { user: null } });
});

test("Like toggles, moves the count by one and is remembered per post", async () => {
  const user = userEvent.setup();
  const { unmount } = await renderWithSession(<ArticleActions postId={5} likes={41} title="Rates" />);
  const like = screen.getByRole("button", { name: /^Like/ });
  expect(like).toHaveAttribute("aria-pressed", "false");
  expect(like).toHaveTextContent("Like 41");
  await user.click(like);
  expect(like).toHaveAttribute("aria-pressed", "true");
  expect(like).toHaveTextContent("Like 42");
  expect(window.localStorage.getItem("liked-post-5")).toBe("1");
  unmount();

  await renderWithSession(<ArticleActions postId={5} likes={41} title="Rates" />);
  expect(screen.getByRole("button", { name: /^Like/ })).toHaveTextContent("Like 42");
  await user.click(screen.getByRole("button", { name: /^Like/ }));
  expect(screen.getByRole("button", { name: /^Like/ })).toHaveTextContent("Like 41");
  expect(window.localStorage.getItem("liked-post-5")).toBeNull();
});

test("Save toggles and is remembered per post; another post is unaffected", async () => {
  const user = userEvent.setup();
  await renderWithSession(
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

test("Comment jumps to the comments area", async () => {
  await renderWithSession(<ArticleActions postId={1} likes={0} title="One" />);
  expect(screen.getByRole("link", { name: "Comment" })).toHaveAttribute("href", "#comments");
});

test("Share uses the platform's share sheet when there is one", async () => {
  const user = userEvent.setup();
  const share = jest.fn(async () => {});
  Object.defineProperty(navigator, "share", { value: share, configurable: true });
  await renderWithSession(<ArticleActions postId={1} likes={0} title="Rates" />);
  await user.click(screen.getByRole("button", { name: "Share" }));
  expect(share).toHaveBeenCalledWith({ title: "Rates", url: window.location.href });
  Reflect.deleteProperty(navigator, "share");
});

test("without one, Share and Copy link copy the link and say 'Link copied to clipboard!'", async () => {
  const user = userEvent.setup();
  const alert = jest.spyOn(window, "alert").mockImplementation(() => {});
  await renderWithSession(
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

test("until the browser knows who is reading, the bar shows the page's count, nothing pressed, Like and Save waiting", async () => {
  const user = userEvent.setup();
  localStorage.setItem("liked-post-5", "1");
  stubApi({ "/api/session": () => new Promise<Response>(() => {}) as unknown as Response });
  await renderWithSession(<ArticleActions postId={5} likes={41} title="Rates" />);
  const like = screen.getByRole("button", { name: /^Like/ });
  expect(like).toHaveTextContent("Like 41");
  expect(like).toHaveAttribute("aria-pressed", "false");
  expect(like).toBeDisabled();
  expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
  expect(screen.getByRole("button", { name: "Share" })).toBeEnabled();
  await user.click(like);
  expect(like).toHaveAttribute("aria-pressed", "false");
  expect(localStorage.getItem("liked-post-5")).toBe("1");
});

// Signed in: the account keeps Like and Save (the API is stubbed here; the e2e specs use the real one).
test("a signed-in reader's Like is stored through the API, and flips back when the call fails", async () => {
  const user = userEvent.setup();
  const fetchSpy = stubApi({
    "/api/session": { user: GRACE },
    "/api/posts/4/reader-state": { liked: false, saved: true, likes: 10, pending: [] },
    "/api/users/browser-state": { liked: [], saved: [] },
    "/api/posts/4/like": (init?: RequestInit) => (init?.method === "PUT" ? answer(200, { liked: true, likes: 11 }) : answer(500, {})),
  });
  jest.spyOn(console, "error").mockImplementation(() => {});
  await renderWithSession(<ArticleActions postId={4} likes={3} title="Rates" />);
  const like = screen.getByRole("button", { name: /^Like/ });
  await waitFor(() => expect(like).toHaveTextContent("Like 10"));
  expect(screen.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  await user.click(like);
  await waitFor(() => expect(like).toHaveTextContent("Like 11"));
  expect(like).toHaveAttribute("aria-pressed", "true");
  expect(fetchSpy).toHaveBeenCalledWith("/api/posts/4/like", expect.objectContaining({ method: "PUT" }));
  expect(localStorage.getItem("liked-post-4")).toBeNull();

  await user.click(screen.getByRole("button", { name: "Saved" }));
  await waitFor(() => expect(screen.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true"));
  expect(fetchSpy).toHaveBeenCalledWith("/api/posts/4/bookmark", expect.objectContaining({ method: "DELETE" }));
});

test("a signed-in reader's browser likes and saves are merged into the account and forgotten here", async () => {
  localStorage.setItem("liked-post-4", "1");
  localStorage.setItem("saved-post-9", "1");
  localStorage.setItem("unrelated", "1");
  const fetchSpy = stubApi({
    "/api/session": { user: GRACE },
    "/api/posts/4/reader-state": { liked: false, saved: false, likes: 10, pending: [] },
    "/api/users/browser-state": { liked: [4], saved: [9] },
  });
  await renderWithSession(<ArticleActions postId={4} likes={3} title="Rates" />);
  await waitFor(() => expect(screen.getByRole("button", { name: /^Like/ })).toHaveTextContent("Like 11"));
  const merge = fetchSpy.mock.calls.find(([url]) => url === "/api/users/browser-state") as unknown as [string, RequestInit];
  expect(JSON.parse(String(merge[1].body))).toEqual({ liked: [4], saved: [9] });
  expect(localStorage.getItem("liked-post-4")).toBeNull();
  expect(localStorage.getItem("saved-post-9")).toBeNull();
  expect(localStorage.getItem("unrelated")).toBe("1");
});
