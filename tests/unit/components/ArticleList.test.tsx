import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ArticleList, type NextPage } from "@/components/posts/ArticleList";
import { sampleArticles } from "@/lib/posts/samples";
import type { PostSummary } from "@/lib/posts/types";

const texts = {
  emptyTitle: "No articles found",
  emptyText: "Check back later for new content",
  endMessage: "You've reached the end of the articles",
};

function posts(from: number, count: number): PostSummary[] {
  const [template] = sampleArticles();
  return Array.from({ length: count }, (_, index) => {
    const id = from + index;
    return {
      ...template!,
      id,
      slug: `post-${id}`,
      url: `/post/${id}`,
      title: `Article ${id}`,
      content: `<p>Lead of article ${id} &amp; more.</p>`,
    };
  });
}

const titles = () => screen.queryAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("shows the empty state when there is nothing to list", () => {
  render(<ArticleList initial={{ posts: [], nextCursor: null, pinned: 0, samples: false }} endpoint="/api/posts" texts={texts} />);
  expect(screen.getByText("No articles found")).toBeInTheDocument();
  expect(screen.getByText("Check back later for new content")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Load More" })).not.toBeInTheDocument();
});

test("Load More shows 'Loading...' and stays disabled for 500 ms, then 5 more appear from the cursor", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const fetchPage = jest.fn(async (): Promise<NextPage> => ({ posts: posts(6, 5), nextCursor: "c2" }));
  render(
    <ArticleList
      initial={{ posts: posts(1, 5), nextCursor: "c1", pinned: 0, samples: false }}
      endpoint="/api/posts"
      texts={texts}
      fetchPage={fetchPage}
    />,
  );
  expect(titles()).toHaveLength(5);

  await user.click(screen.getByRole("button", { name: "Load More" }));
  expect(fetchPage).toHaveBeenCalledWith("/api/posts?limit=5&cursor=c1");
  const busy = screen.getByRole("button", { name: "Loading..." });
  expect(busy).toBeDisabled();
  expect(screen.getByRole("status", { name: "Loading articles" })).toBeInTheDocument();

  // the page has arrived, but the button waits for the 500 ms
  await act(async () => jest.advanceTimersByTime(499));
  expect(screen.getByRole("button", { name: "Loading..." })).toBeDisabled();
  expect(titles()).toHaveLength(5);
  await act(async () => jest.advanceTimersByTime(1));
  expect(titles()).toEqual(posts(1, 10).map((post) => post.title));
  expect(screen.getByRole("button", { name: "Load More" })).toBeEnabled();
});

test("the end message appears once everything is shown and there are more than 5", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const fetchPage = jest.fn(async (): Promise<NextPage> => ({ posts: posts(6, 2), nextCursor: null }));
  render(
    <ArticleList
      initial={{ posts: posts(1, 5), nextCursor: "c1", pinned: 0, samples: false }}
      endpoint="/api/posts"
      texts={texts}
      fetchPage={fetchPage}
    />,
  );
  expect(screen.queryByText(texts.endMessage)).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Load More" }));
  await act(async () => jest.advanceTimersByTime(500));
  expect(titles()).toHaveLength(7);
  expect(screen.getByText(texts.endMessage)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Load More" })).not.toBeInTheDocument();
});

test("5 or fewer articles in all: no button and no end message", () => {
  render(<ArticleList initial={{ posts: posts(1, 5), nextCursor: null, pinned: 0, samples: false }} endpoint="/api/posts" texts={texts} />);
  expect(titles()).toHaveLength(5);
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
  expect(screen.queryByText(texts.endMessage)).not.toBeInTheDocument();
});

test("a failed load is logged and the 12 sample articles take over, 5 more at a time", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const fetchPage = jest.fn(async (): Promise<NextPage> => {
    throw new Error("offline");
  });
  render(
    <ArticleList
      initial={{ posts: posts(1, 5), nextCursor: "c1", pinned: 0, samples: false }}
      endpoint="/api/posts/category/food"
      texts={texts}
      sampleSlug="food"
      fetchPage={fetchPage}
    />,
  );
  await user.click(screen.getByRole("button", { name: "Load More" }));
  await act(async () => jest.advanceTimersByTime(500));
  expect(log).toHaveBeenCalledWith(expect.stringContaining("loading more articles failed"), expect.any(Error));
  expect(titles()).toEqual(
    sampleArticles("food")
      .slice(0, 10)
      .map((post) => post.title),
  );
  expect(titles()[0]).toBe("Food sample article 1");

  await user.click(screen.getByRole("button", { name: "Load More" }));
  await act(async () => jest.advanceTimersByTime(500));
  expect(titles()).toHaveLength(12);
  expect(fetchPage).toHaveBeenCalledTimes(1);
  expect(screen.getByText(texts.endMessage)).toBeInTheDocument();
  log.mockRestore();
});

test("cards carry the excerpt cut at 150 and at 100 characters, with tags and entities stripped", () => {
  const long = `<p>${"Growth &amp; inflation in the euro area. ".repeat(8)}</p>`;
  const [post] = posts(1, 1);
  render(
    <ArticleList
      initial={{ posts: [{ ...post!, content: long }], nextCursor: null, pinned: 0, samples: false }}
      endpoint="/api/posts"
      texts={texts}
    />,
  );
  const excerpts = screen.getAllByText(/^Growth & inflation/);
  const lengths = excerpts.map((node) => node.textContent?.length ?? 0).sort((a, b) => a - b);
  expect(lengths[0]).toBeLessThanOrEqual(103);
  expect(lengths[1]).toBeLessThanOrEqual(153);
  expect(lengths[1]).toBeGreaterThan(103);
  for (const node of excerpts) {
    expect(node.textContent).toMatch(/\.\.\.$/);
    expect(node.textContent).not.toMatch(/<|&amp;/);
  }
});
