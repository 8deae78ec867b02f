import { render, screen, within } from "@testing-library/react";
import { DrawerNav } from "@/components/layout/DrawerNav";
import { HeaderNav } from "@/components/layout/HeaderNav";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { getMenus } from "@/lib/menus/service";

jest.mock("next/server", () => ({ connection: jest.fn(async () => {}) }));
jest.mock("@/lib/menus/service", () => ({ getMenus: jest.fn() }));
const menus = getMenus as jest.MockedFunction<typeof getMenus>;

let log: jest.SpyInstance;
beforeEach(() => {
  log = jest.spyOn(console, "error").mockImplementation(() => {});
  menus.mockRejectedValue(new Error("Failed to fetch menu data"));
});
afterEach(() => log.mockRestore());

test("when the menu cannot be read the header shows the fallback menu", async () => {
  render(await HeaderNav());
  expect(screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
    ["Home", "/"],
    ["Articles", "/articles"],
    ["About", "/about"],
    ["Contact", "/contact"],
  ]);
  expect(log).toHaveBeenCalled();
});

test("…the drawer says 'Menu unavailable'", async () => {
  render(await DrawerNav());
  expect(screen.getByText("Menu unavailable")).toBeInTheDocument();
  expect(screen.queryByRole("link")).not.toBeInTheDocument();
});

test("…and the footer uses the fallback with Privacy Policy and Terms of Service", async () => {
  render(await SiteFooter());
  const quick = screen.getByRole("navigation", { name: "Quick Links" });
  expect(
    within(quick)
      .getAllByRole("link")
      .map((link) => link.textContent),
  ).toEqual(["Home", "Articles", "About", "Contact"]);
  const legal = screen.getByRole("navigation", { name: "Legal" });
  expect(
    within(legal)
      .getAllByRole("link")
      .map((link) => link.textContent),
  ).toEqual(["Privacy Policy", "Terms of Service"]);
  expect(screen.getByText(`© ${new Date().getFullYear()} Basis Point. All rights reserved.`)).toBeInTheDocument();
});

test("a loaded menu nests children in a dropdown (header) and in an expandable group (drawer)", async () => {
  menus.mockResolvedValue([
    { id: 1, name: "Home", url: "/", location: "header", children: [] },
    {
      id: 2,
      name: "Sections",
      url: "/articles",
      location: "header",
      color: "#c2410c",
      children: [{ id: 3, name: "Science", url: "/category/science", location: "header", children: [] }],
    },
  ]);
  const { unmount } = render(await HeaderNav());
  const toggle = screen.getByRole("button", { name: "Sections" });
  expect(toggle).toHaveStyle({ color: "#c2410c" });
  const dropdown = document.getElementById(toggle.getAttribute("popovertarget") ?? "") as HTMLElement;
  expect(
    within(dropdown)
      .getAllByRole("link", { hidden: true })
      .map((link) => link.textContent),
  ).toEqual(["All Sections", "Science"]);
  unmount();
  render(await DrawerNav());
  const group = screen.getByText("Sections").closest("details") as HTMLElement;
  expect(
    within(group)
      .getAllByRole("link", { hidden: true })
      .map((link) => link.textContent),
  ).toEqual(["All Sections", "Science"]);
});
