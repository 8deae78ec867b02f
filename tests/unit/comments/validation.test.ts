/** @jest-environment node */
import { COMMENT_MESSAGES } from "@/lib/comments/messages";
import { commentFormSchema, createCommentSchema, moderateCommentSchema, moderationQuerySchema } from "@/lib/comments/schemas";
import { browserStateSchema } from "@/lib/reactions/schemas";

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

test("comment text is trimmed, required and at most 5,000 characters", () => {
  expect(commentFormSchema.parse({ text: "  Good point.  " })).toEqual({ text: "Good point." });
  expect(message(commentFormSchema.safeParse({ text: " \n\t " }))).toBe(COMMENT_MESSAGES.required);
  expect(message(commentFormSchema.safeParse({}))).toBe(COMMENT_MESSAGES.required);
  expect(commentFormSchema.safeParse({ text: "x".repeat(5000) }).success).toBe(true);
  expect(message(commentFormSchema.safeParse({ text: "x".repeat(5001) }))).toBe("Comments can be at most 5,000 characters long.");
  // Trimming comes first: spaces around a full-length comment do not count.
  expect(commentFormSchema.safeParse({ text: ` ${"x".repeat(5000)} ` }).success).toBe(true);
});

test("the API body takes post_id as a number or numeric string and ignores author and user_id", () => {
  expect(createCommentSchema.parse({ text: "Hi", post_id: "12", author: "Someone Else", user_id: 99 })).toMatchObject({
    text: "Hi",
    post_id: 12,
  });
  expect(createCommentSchema.safeParse({ text: "Hi", post_id: 0 }).success).toBe(false);
  expect(createCommentSchema.safeParse({ text: "Hi", post_id: "abc" }).success).toBe(false);
  expect(createCommentSchema.safeParse({ text: "Hi" }).success).toBe(false);
  expect(createCommentSchema.safeParse("text").success).toBe(false);
});

test("moderation statuses, the queue query and the browser-state merge body", () => {
  expect(moderateCommentSchema.parse({ status: "approved" })).toEqual({ status: "approved" });
  expect(message(moderateCommentSchema.safeParse({ status: "published" }))).toBe("status must be one of pending, approved, rejected.");
  expect(moderationQuerySchema.parse({})).toEqual({ status: "pending", limit: 50 });
  expect(moderationQuerySchema.safeParse({ limit: "1000" }).success).toBe(false);
  expect(browserStateSchema.parse({ saved: [3, "4"] })).toEqual({ liked: [], saved: [3, 4] });
  expect(browserStateSchema.safeParse({ saved: Array.from({ length: 501 }, (_, index) => index + 1) }).success).toBe(false);
});
