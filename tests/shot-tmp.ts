import { chromium, devices } from "@playwright/test";
const base = "http://127.0.0.1:3415";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [name, options] of [["desktop", { viewport: { width: 1366, height: 900 } }], ["phone", devices["Pixel 7"]]] as const) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") console.log(name, "console:", m.text()); });
  page.on("pageerror", (e) => console.log(name, "pageerror:", e.message));
  await page.goto(base + "/sign-in");
  await page.screenshot({ path: `/tmp/shots/${name}-signin.png`, fullPage: true });
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/${name}-signin-errors.png`, fullPage: true });
  await page.getByText("I'm not a robot").click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/${name}-signin-captcha.png`, fullPage: true });
  await page.goto(base + "/sign-up");
  await page.screenshot({ path: `/tmp/shots/${name}-signup.png`, fullPage: true });
  await context.close();
}
await browser.close();
