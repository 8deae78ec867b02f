import { formatCount } from "@/lib/format/number";

test("counts are grouped in thousands as en-US writes them", () => {
  for (const value of [0, 7, 999, 1000, 12_345, 1_234_567, 1_000_000_000, -4321])
    expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
  expect(formatCount(1499.6)).toBe("1,500");
});
