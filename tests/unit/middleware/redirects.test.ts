/** @jest-environment node */
import { NextRequest } from "next/server";
import { config, middleware, PERMANENT_REDIRECTS } from "@/middleware";

test.each(Object.entries(PERMANENT_REDIRECTS))("%s redirects permanently to %s, keeping the query", async (from, to) => {
  const response = await middleware(new NextRequest(`http://localhost:3000${from}?next=%2Fpost%2F3&a=1`));
  expect(response.status).toBe(308);
  expect(response.headers.get("location")).toBe(`http://localhost:3000${to}?next=%2Fpost%2F3&a=1`);
});

test("the matcher covers every redirect", () => {
  expect(config.matcher).toEqual(expect.arrayContaining(Object.keys(PERMANENT_REDIRECTS)));
});

test("other paths pass through", async () => {
  const response = await middleware(new NextRequest("http://localhost:3000/sign-in"));
  expect(response.headers.get("location")).toBeNull();
  expect(response.headers.get("x-middleware-next")).toBe("1");
});
