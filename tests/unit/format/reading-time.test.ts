/** @jest-environment node */
import { readingMinutes, readingTimeLabel, wordCount } from "@/lib/format/reading-time";

const words = (n: number) => `<p>${Array.from({ length: n }, () => "word").join(" ")}</p>`;

test("words at 230 a minute, rounded up, at least one minute", () => {
  expect(readingMinutes("")).toBe(1);
  expect(readingMinutes(words(230))).toBe(1);
  expect(readingMinutes(words(231))).toBe(2);
  expect(readingMinutes(words(1150))).toBe(5);
});

test("each image adds 12 seconds", () => {
  // 220 words = 57.4 s; one image brings it past the minute.
  expect(readingMinutes(words(220))).toBe(1);
  expect(readingMinutes(`${words(220)}<img src="a.png" alt="">`)).toBe(2);
  expect(readingMinutes(`<IMG src="a"><img src="b"><img src="c"><img src="d"><img src="e"><img src="f">`)).toBe(2);
});

test("tags are not words; the label", () => {
  expect(wordCount("<h2>Two words</h2><p>and&nbsp;three more</p>")).toBe(5);
  expect(readingTimeLabel(4)).toBe("4 min read");
});
