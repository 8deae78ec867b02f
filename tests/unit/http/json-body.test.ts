/** @jest-environment node */
import { readJson } from "@/lib/http/validation";
import { asApiError } from "../helpers/api-error";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api", { method: "POST", body, headers });

async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => undefined,
    (error: unknown) => asApiError(error),
  );
}

test("parses a JSON body", async () => {
  await expect(readJson(post('{"a":[1,"b"]}'), 100)).resolves.toEqual({ a: [1, "b"] });
});

test.each(["", "{", "question=1", "{'a':1}"])("%j is a 400: the body must be JSON", async (body) => {
  expect(await failure(readJson(post(body), 100))).toMatchObject({
    status: 400,
    code: "body_not_json",
    message: "The request body must be JSON.",
  });
});

test("a body over the limit is a 413, whether or not it declares its length", async () => {
  const big = JSON.stringify({ text: "x".repeat(200) });
  expect(await failure(readJson(post(big), 100))).toMatchObject({
    status: 413,
    code: "body_too_large",
    message: "The request body must be at most 100 bytes.",
  });
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode("x".repeat(20)));
      controller.close();
    },
  });
  const undeclared = new Request("http://localhost/api", { method: "POST", body: stream, duplex: "half" } as RequestInit);
  expect(await failure(readJson(undeclared, 100))).toMatchObject({ status: 413 });
});
