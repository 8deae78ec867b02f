import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DrawerAccountLinks, DrawerIdentity } from "@/components/auth/DrawerAccount";
import { HeaderAccount } from "@/components/auth/HeaderAccount";
import { accountPages } from "@/lib/auth/account-pages";
import { GRACE, renderWithSession, stubApi } from "../helpers/reader-api";

// useServerInsertedHTML: MUI's style cache provider asks for it (a no-op outside server rendering).
jest.mock("next/navigation", () => ({
  useServerInsertedHTML: () => undefined,
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));
jest.mock("next-auth/react", () => ({ signOut: jest.fn(async () => undefined) }));

const signedIn = (user: typeof GRACE | null) => stubApi({ "/api/session": { user } });

test("until the browser knows who is reading, the corner is an empty box: no visitor links, no menus", async () => {
  stubApi({ "/api/session": () => new Promise<Response>(() => {}) as unknown as Response });
  await renderWithSession(<HeaderAccount />);
  expect(screen.getByTestId("account-pending")).toBeEmptyDOMElement();
  expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
  expect(screen.queryByRole("button", { name: /Notifications/ })).toBeNull();
});

test("a visitor sees Sign In and Sign Up, and a token left in local storage is dropped", async () => {
  signedIn(null);
  localStorage.setItem("token", "stale");
  localStorage.setItem("user", "{}");
  await renderWithSession(<HeaderAccount />);
  expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/sign-in");
  expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/sign-up");
  expect(screen.queryByRole("button", { name: /Notifications/ })).toBeNull();
  expect(localStorage.getItem("token")).toBeNull();
});

test("a signed-in reader sees the bell with 3 placeholder notifications and the account menu", async () => {
  signedIn(GRACE);
  await renderWithSession(<HeaderAccount />);
  // The menus load as their own chunk; a placeholder holds their place meanwhile.
  const bell = await screen.findByRole("button", { name: "Notifications (3 new)" });
  // The badge draws its count with CSS from data-count (the name already says it).
  expect(bell.querySelector("[data-count]")).toHaveAttribute("data-count", "3");
  await userEvent.click(bell);
  const notifications = screen.getAllByRole("menuitem");
  expect(notifications.map((item) => item.textContent)).toEqual([
    expect.stringContaining("New article published"),
    expect.stringContaining("New reply to your comment"),
    expect.stringContaining("System update"),
  ]);
  await userEvent.click(notifications[0]!);
  await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  expect(screen.getByRole("button", { name: "Account menu" })).toHaveTextContent("G");
  await userEvent.click(screen.getByRole("button", { name: "Account menu" }));
  const account = screen.getByRole("menu", { name: "Account" });
  expect(
    within(account)
      .getAllByRole("menuitem")
      .map((item) => item.textContent),
  ).toEqual(["Profile", "Settings", "Logout"]);
  expect(within(account).getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/profile");
});

test("the drawer shows the reader's initial and name, then Profile, Settings and Logout", async () => {
  signedIn(GRACE);
  await renderWithSession(
    <>
      <DrawerIdentity />
      <DrawerAccountLinks />
    </>,
  );
  expect(screen.getByText("Grace Hopper")).toBeInTheDocument();
  expect(screen.getByText("G")).toBeInTheDocument();
  const links = within(screen.getByRole("navigation", { name: "Account" }));
  expect(links.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
  expect(links.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
  expect(links.getByRole("button", { name: "Logout" })).toBeInTheDocument();
});

test("a nameless account shows its e-mail in the drawer; a visitor gets no identity and the sign-in links", async () => {
  signedIn({ ...GRACE, fullName: "grace@example.com" });
  const { unmount } = await renderWithSession(<DrawerIdentity />);
  expect(screen.getByText("grace@example.com")).toBeInTheDocument();
  unmount();
  signedIn(null);
  const { container } = await renderWithSession(
    <div>
      <DrawerIdentity />
    </div>,
  );
  expect(container.firstChild).toBeEmptyDOMElement();
  await renderWithSession(<DrawerAccountLinks />);
  expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/sign-in");
});

test("an admin also finds the Newsroom and Moderation in the account menu and the drawer", async () => {
  signedIn({ ...GRACE, pages: accountPages({ id: GRACE.id, role: "admin", twoFactorEnabled: true, secondFactor: true }) });
  await renderWithSession(<HeaderAccount />);
  await userEvent.click(await screen.findByRole("button", { name: "Account menu" }));
  const account = screen.getByRole("menu", { name: "Account" });
  expect(
    within(account)
      .getAllByRole("menuitem")
      .map((item) => item.textContent),
  ).toEqual(["Profile", "Settings", "Newsroom", "Moderation", "Logout"]);
  expect(within(account).getByRole("menuitem", { name: "Newsroom" })).toHaveAttribute("href", "/admin");
  expect(within(account).getByRole("menuitem", { name: "Moderation" })).toHaveAttribute("href", "/admin/comments");
  await userEvent.keyboard("{Escape}");

  await renderWithSession(<DrawerAccountLinks />);
  expect(within(screen.getByRole("navigation", { name: "Account" })).getByRole("link", { name: "Moderation" })).toHaveAttribute(
    "href",
    "/admin/comments",
  );
});

test("a reader's drawer has no Moderation link", async () => {
  signedIn(GRACE);
  await renderWithSession(<DrawerAccountLinks />);
  expect(within(screen.getByRole("navigation", { name: "Account" })).queryByRole("link", { name: "Moderation" })).toBeNull();
});
