/** @jest-environment node */
import { createViewCounter } from "@/lib/posts/views";

test("views are added up and written together after the interval", async () => {
  jest.useFakeTimers();
  const writes: Map<number, number>[] = [];
  const counter = createViewCounter(async (counts) => void writes.push(new Map(counts)), 2000);
  counter.count(1);
  counter.count(1);
  counter.count(2);
  expect(writes).toHaveLength(0);
  await jest.advanceTimersByTimeAsync(2000);
  expect(writes).toEqual([
    new Map([
      [1, 2],
      [2, 1],
    ]),
  ]);
  counter.count(3);
  await jest.advanceTimersByTimeAsync(2000);
  expect(writes[1]).toEqual(new Map([[3, 1]]));
  jest.useRealTimers();
});

test("a failed write keeps its counts for the next one", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  let fail = true;
  const written: Map<number, number>[] = [];
  const counter = createViewCounter(async (counts) => {
    if (fail) throw new Error("database unreachable");
    written.push(new Map(counts));
  }, 60_000);
  counter.count(7);
  await counter.flush();
  fail = false;
  counter.count(7);
  await counter.flush();
  expect(written).toEqual([new Map([[7, 2]])]);
  log.mockRestore();
});
