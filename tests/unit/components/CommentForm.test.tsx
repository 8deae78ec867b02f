import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CommentForm } from "@/components/comments/CommentForm";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh }) }));

const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, headers: new Headers(), json: async () => body }) as Response;

afterEach(() => {
  localStorage.clear();
  refresh.mockReset();
});

test("a 4-row box; blank and over-long text are refused with the schema's messages before any call", async () => {
  const user = userEvent.setup();
  const fetchSpy = jest.fn();
  global.fetch = fetchSpy;
  render(<CommentForm postId={7} authorName="Ada Lovelace" pending={[]} />);
  const box = screen.getByLabelText("Add a comment");
  expect(box).toHaveAttribute("rows", "4");
  await user.type(box, "   ");
  await user.click(screen.getByRole("button", { name: "Post Comment" }));
  expect(await screen.findByText("Please write a comment before posting.")).toBeInTheDocument();
  expect(box).toHaveAttribute("aria-invalid", "true");
  expect(fetchSpy).not.toHaveBeenCalled();
});

test("an unknown name asks the reader to log in again (docs/behaviour.md#validation)", async () => {
  const user = userEvent.setup();
  const fetchSpy = jest.fn();
  global.fetch = fetchSpy;
  render(<CommentForm postId={7} authorName={null} pending={[]} />);
  await user.type(screen.getByLabelText("Add a comment"), "Hello");
  await user.click(screen.getByRole("button", { name: "Post Comment" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("User name is not set. Please log in again.");
  expect(fetchSpy).not.toHaveBeenCalled();
});

test("a posted comment shows at once as awaiting approval, as text; markup is not interpreted", async () => {
  const user = userEvent.setup();
  const text = "<img src=x onerror=alert(1)> fine";
  const fetchSpy = jest.fn(async () =>
    answer(201, { id: 3, text, author: "Ada Lovelace", post_id: 7, user_id: 1, created_at: "2026-11-20T10:00:00.000Z", approved: false }),
  );
  global.fetch = fetchSpy as unknown as typeof fetch;
  render(<CommentForm postId={7} authorName="Ada Lovelace" pending={[]} />);
  await user.type(screen.getByLabelText("Add a comment"), `  ${text}  `);
  await user.click(screen.getByRole("button", { name: "Post Comment" }));
  const waiting = await screen.findByRole("list", { name: "Your comments awaiting approval" });
  expect(waiting).toHaveTextContent(text);
  expect(waiting).toHaveTextContent("Your comment will be published once an admin approves it.");
  expect(waiting.querySelector("img")).toBeNull();
  expect(screen.getByLabelText("Add a comment")).toHaveValue("");
  const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe("/api/comments");
  expect(JSON.parse(String(init.body))).toEqual({ author: "Ada Lovelace", text, post_id: 7 });
  expect(refresh).not.toHaveBeenCalled();
});

test("a refused post shows the server's message and keeps the text", async () => {
  const user = userEvent.setup();
  global.fetch = jest.fn(async () =>
    answer(429, { message: "Too many requests. Please try again in 40 seconds." }),
  ) as unknown as typeof fetch;
  jest.spyOn(console, "error").mockImplementation(() => {});
  render(<CommentForm postId={7} authorName="Ada" pending={[]} />);
  await user.type(screen.getByLabelText("Add a comment"), "Again");
  await user.click(screen.getByRole("button", { name: "Post Comment" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Please try again in 40 seconds.");
  expect(screen.getByLabelText("Add a comment")).toHaveValue("Again");
});
