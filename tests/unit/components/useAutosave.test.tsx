import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { AUTOSAVE_DELAY_MS, useAutosave } from "@/components/newsroom/useAutosave";
import { ApiRequestError, apiRequest } from "@/lib/ui/api-client";

// The article editor's autosave (components/newsroom/useAutosave.ts) on a two-field form, saving
// through the real API client to a stubbed fetch.

const FAILED = "The article could not be saved.";
const SAVED_AT = "2026-11-20T10:00:00.000Z";
const NEWER = "This article was changed at 2026-11-20T10:05:00.000Z by someone else, after the version you edited.";

type Values = { title: string; slug: string };

/** The save the Save button started last (saveNow's promise). */
let pressed: Promise<boolean> = Promise.resolve(false);

const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, headers: new Headers(), json: async () => body }) as Response;

function Editor({
  autosaves = true,
  upToDate = null,
  renumber = false,
}: {
  autosaves?: boolean;
  /** What upToDate answers: the stored version's time (nothing new to send), or null. */
  upToDate?: string | null;
  /** Mends a taken slug itself, as the article editor numbers it. */
  renumber?: boolean;
}) {
  const form = useForm<Values>({ defaultValues: { title: "", slug: "" } });
  const { state, conflict, dismissConflict, saveNow } = useAutosave({
    form,
    initial: { kind: "new" },
    upToDate: () => upToDate,
    send: async (input) =>
      (await apiRequest<{ updatedAt: string }>("/api/admin/posts/1", { method: "PATCH", body: input, fallback: FAILED })).updatedAt,
    recover: (failure) => {
      if (!renumber || !(failure instanceof ApiRequestError && failure.errors.slug)) return false;
      form.setValue("slug", `${form.getValues("slug")}-2`);
      return true;
    },
    autosaves: () => autosaves,
    failed: FAILED,
  });
  const slugError = form.formState.errors.slug?.message;
  return (
    <form>
      <input aria-label="Title" {...form.register("title", { required: "Give it a title." })} />
      <input aria-label="Slug" {...form.register("slug")} />
      {slugError && <p role="alert">{slugError}</p>}
      <p role="status">
        {state.kind === "saved" ? `saved ${state.at}` : state.kind === "failed" ? `failed: ${state.message}` : state.kind}
      </p>
      {conflict && (
        <div role="dialog" aria-label="A newer version exists">
          {conflict}
          <button type="button" onClick={dismissConflict}>
            Not now
          </button>
        </div>
      )}
      <button type="button" onClick={() => (pressed = saveNow())}>
        Save
      </button>
    </form>
  );
}

let fetchSpy: jest.Mock<Promise<Response>, [string, RequestInit]>;
/** The bodies sent, in order. */
const sent = () => fetchSpy.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as Values);
const status = () => screen.getByRole("status").textContent;
/** Lets the timers run `ms` and the saves they start settle. */
const wait = (ms: number) => act(async () => jest.advanceTimersByTime(ms));
const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
/** Presses Save; whether the save it started could save. One act() holds the press and the whole save. */
const save = async () => {
  let saved = false;
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    saved = await pressed;
  });
  return saved;
};

beforeEach(() => {
  jest.useFakeTimers();
  fetchSpy = jest.fn();
  global.fetch = fetchSpy as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

test("edits save themselves once typing pauses: one save of the latest values, dirty → saving → saved", async () => {
  const user = setup();
  let arrive: (response: Response) => void = () => {};
  fetchSpy.mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
  render(<Editor />);
  expect(status()).toBe("new");

  await user.type(screen.getByLabelText("Title"), "Ra");
  expect(status()).toBe("dirty");
  await wait(AUTOSAVE_DELAY_MS - 1);
  // Each edit starts the wait again.
  await user.type(screen.getByLabelText("Title"), "tes");
  await wait(AUTOSAVE_DELAY_MS - 1);
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(status()).toBe("dirty");

  await wait(1);
  expect(status()).toBe("saving");
  expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/admin/posts/1");
  expect(sent()).toEqual([{ title: "Rates", slug: "" }]);
  await act(async () => arrive(answer(200, { updatedAt: SAVED_AT })));
  expect(status()).toBe(`saved ${SAVED_AT}`);
  await wait(10 * AUTOSAVE_DELAY_MS);
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});

test("one save at a time: an edit made while a save is under way is sent after it", async () => {
  const user = setup();
  let arrive: (response: Response) => void = () => {};
  fetchSpy
    .mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)))
    .mockResolvedValueOnce(answer(200, { updatedAt: "2026-11-20T10:00:02.000Z" }));
  render(<Editor />);
  await user.type(screen.getByLabelText("Title"), "Rates");
  await wait(AUTOSAVE_DELAY_MS);
  await user.type(screen.getByLabelText("Title"), " rise");
  await wait(AUTOSAVE_DELAY_MS);
  expect(fetchSpy).toHaveBeenCalledTimes(1);

  await act(async () => arrive(answer(200, { updatedAt: SAVED_AT })));
  expect(sent()).toEqual([
    { title: "Rates", slug: "" },
    { title: "Rates rise", slug: "" },
  ]);
  expect(status()).toBe("saved 2026-11-20T10:00:02.000Z");
});

test("a form that does not save itself (an article readers see) waits for an explicit save; nothing new sends nothing", async () => {
  const user = setup();
  fetchSpy.mockResolvedValue(answer(200, { updatedAt: SAVED_AT }));
  const { rerender } = render(<Editor autosaves={false} />);
  await user.type(screen.getByLabelText("Title"), "Rates");
  await wait(10 * AUTOSAVE_DELAY_MS);
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(status()).toBe("dirty");
  expect(await save()).toBe(true);
  expect(status()).toBe(`saved ${SAVED_AT}`);
  expect(sent()).toEqual([{ title: "Rates", slug: "" }]);

  // An edit undone: the stored version already holds the form.
  rerender(<Editor autosaves={false} upToDate={SAVED_AT} />);
  await user.type(screen.getByLabelText("Title"), "!{Backspace}");
  expect(status()).toBe("dirty");
  expect(await save()).toBe(true);
  expect(status()).toBe(`saved ${SAVED_AT}`);
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});

test("an invalid form is not sent: the state says so", async () => {
  const user = setup();
  render(<Editor />);
  await user.type(screen.getByLabelText("Title"), "R");
  await user.clear(screen.getByLabelText("Title"));
  await wait(AUTOSAVE_DELAY_MS);
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(status()).toBe("invalid");
});

test("a 409 (someone saved a newer version) surfaces as the conflict, and saving stops for good", async () => {
  const user = setup();
  fetchSpy.mockResolvedValue(answer(409, { message: NEWER, errors: { updatedAt: "2026-11-20T10:05:00.000Z" } }));
  render(<Editor />);
  await user.type(screen.getByLabelText("Title"), "Rates");
  await wait(AUTOSAVE_DELAY_MS);
  expect(status()).toBe("conflict");
  expect(screen.getByRole("dialog", { name: "A newer version exists" })).toHaveTextContent(NEWER);
  // The server's time is not a field error.
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();

  await user.type(screen.getByLabelText("Title"), " rise");
  await wait(10 * AUTOSAVE_DELAY_MS);
  expect(await save()).toBe(false);
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  expect(status()).toBe("conflict");

  await user.click(screen.getByRole("button", { name: "Not now" }));
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  await user.type(screen.getByLabelText("Title"), "!");
  await wait(10 * AUTOSAVE_DELAY_MS);
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  expect(status()).toBe("conflict");
});

test("a failed save reports the server's message (or the fallback), and the next edit tries again", async () => {
  const user = setup();
  fetchSpy
    .mockRejectedValueOnce(new TypeError("Failed to fetch"))
    .mockResolvedValueOnce(answer(503, { message: "The database is not answering. Please try again in a moment." }))
    .mockResolvedValueOnce(answer(200, { updatedAt: SAVED_AT }));
  render(<Editor />);
  await user.type(screen.getByLabelText("Title"), "Rates");
  await wait(AUTOSAVE_DELAY_MS);
  expect(status()).toBe(`failed: ${FAILED}`);

  await user.type(screen.getByLabelText("Title"), " rise");
  expect(status()).toBe("dirty");
  await wait(AUTOSAVE_DELAY_MS);
  expect(status()).toBe("failed: The database is not answering. Please try again in a moment.");

  await user.type(screen.getByLabelText("Title"), " again");
  await wait(AUTOSAVE_DELAY_MS);
  expect(status()).toBe(`saved ${SAVED_AT}`);
  expect(sent().map((body) => body.title)).toEqual(["Rates", "Rates rise", "Rates rise again"]);
});

const TAKEN = "That slug is taken by another article.";

/** Types a slug and a title; the save that follows is told the slug is taken (409), the next one succeeds. */
async function saveATakenSlug(renumber: boolean) {
  const user = setup();
  fetchSpy
    .mockResolvedValueOnce(answer(409, { message: TAKEN, errors: { slug: TAKEN } }))
    .mockResolvedValueOnce(answer(200, { updatedAt: SAVED_AT }));
  render(<Editor renumber={renumber} />);
  await user.type(screen.getByLabelText("Slug"), "rates");
  await user.type(screen.getByLabelText("Title"), "Rates");
  await wait(AUTOSAVE_DELAY_MS);
  return user;
}

test("a 409 naming the slug is the field's error, not a conflict: fixing the field saves", async () => {
  const user = await saveATakenSlug(false);
  expect(status()).toBe(`failed: ${TAKEN}`);
  expect(screen.getByRole("alert")).toHaveTextContent(TAKEN);
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

  await user.type(screen.getByLabelText("Slug"), "-rise");
  await wait(AUTOSAVE_DELAY_MS);
  expect(sent().map((body) => body.slug)).toEqual(["rates", "rates-rise"]);
  expect(status()).toBe(`saved ${SAVED_AT}`);
});

test("a failure the editor mends itself (a taken slug it numbers) is not reported; its edit saves again by itself", async () => {
  await saveATakenSlug(true);
  expect(status()).toBe("dirty");
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();

  await wait(AUTOSAVE_DELAY_MS);
  expect(sent().map((body) => body.slug)).toEqual(["rates", "rates-2"]);
  expect(status()).toBe(`saved ${SAVED_AT}`);
});
