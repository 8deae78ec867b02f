import { accountPages } from "@/lib/auth/account-pages";
import type { UserRole } from "@/lib/auth/capabilities";

const hrefs = (role: UserRole, twoFactorEnabled = true, secondFactor = twoFactorEnabled) =>
  accountPages({ id: 7, role, twoFactorEnabled, secondFactor }).map((page) => page.href);

test.each<[UserRole, string[]]>([
  ["user", ["/profile", "/settings"]],
  ["contributor", ["/profile", "/settings", "/admin"]],
  ["author", ["/profile", "/settings", "/admin"]],
  ["editor", ["/profile", "/settings", "/admin", "/admin/comments"]],
  ["admin", ["/profile", "/settings", "/admin", "/admin/comments"]],
])("a %s's account menu lists %j", (role, expected) => {
  expect(hrefs(role)).toEqual(expected);
});

test("staff without two-step sign-in get only their own pages until they turn it on", () => {
  expect(hrefs("editor", false)).toEqual(["/profile", "/settings"]);
});

test("staff whose session has not passed the second factor find the Newsroom, which asks for it, and nothing behind it", () => {
  expect(hrefs("editor", true, false)).toEqual(["/profile", "/settings", "/admin"]);
});
