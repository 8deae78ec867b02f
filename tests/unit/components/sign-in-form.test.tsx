import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SignInForm } from "@/components/auth/SignInForm";
import { BLOCKED_UNTIL_KEY, ATTEMPTS_KEY } from "@/lib/ui/login-lockout";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));
jest.mock("next-auth/react", () => ({ signIn: jest.fn() }));
// The captcha widget is exercised in the browser tests; here it reports a solved answer at once.
jest.mock("@/components/auth/Captcha", () => ({
  Captcha: ({ onChange }: { onChange: (token: string) => void }) => (
    <button type="button" onClick={() => onChange("solved")}>
      Solve captcha
    </button>
  ),
}));

const props = { captcha: { provider: "altcha" as const }, googleConfigured: false, callbackUrl: "/" };

afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

test("the registration message hides itself after 6 seconds", () => {
  jest.useFakeTimers();
  render(
    <SignInForm {...props} notice="Registration successful! Please sign in. We have sent you a link to confirm your email address." />,
  );
  expect(
    screen.getByText("Registration successful! Please sign in. We have sent you a link to confirm your email address."),
  ).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(5_900));
  expect(
    screen.getByText("Registration successful! Please sign in. We have sent you a link to confirm your email address."),
  ).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByText("Registration successful! Please sign in. We have sent you a link to confirm your email address.")).toBeNull();
});

test("a block stored by an earlier visit shows the banner and refuses a submit with the time left", async () => {
  localStorage.setItem(ATTEMPTS_KEY, "5");
  localStorage.setItem(BLOCKED_UNTIL_KEY, String(Date.now() + 125_000));
  const fetchSpy = jest.fn();
  global.fetch = fetchSpy;
  render(<SignInForm {...props} />);
  expect(await screen.findByText(/Your account is temporarily blocked due to too many failed login attempts\./)).toBeInTheDocument();
  expect(screen.getByText(/^2:0\d$/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
  expect(await screen.findByText(/^Too many failed attempts\. Please try again in 2:0\d\.$/)).toBeInTheDocument();
  expect(fetchSpy).not.toHaveBeenCalled();
});

test("failures are counted and the fifth blocks for 5:00", async () => {
  // jsdom has no Response: a minimal stand-in for the 401 the server answers.
  global.fetch = jest.fn(async () => ({
    ok: false,
    status: 401,
    headers: { get: () => null },
    json: async () => ({ message: "Login failed. Please check your credentials." }),
  })) as unknown as typeof fetch;
  render(<SignInForm {...props} />);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await userEvent.type(screen.getByLabelText("Email or phone"), "a@b.co");
    await userEvent.type(screen.getByLabelText("Password"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Solve captcha" }));
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    if (attempt < 5) {
      const left = 5 - attempt;
      expect(
        await screen.findByText(`${left === 1 ? "1 attempt" : `${left} attempts`} left before sign-in is blocked for 5 minutes.`),
      ).toBeInTheDocument();
      expect(screen.getByText("Login failed. Please check your credentials.")).toBeInTheDocument();
    }
    await userEvent.clear(screen.getByLabelText("Email or phone"));
    await userEvent.clear(screen.getByLabelText("Password"));
  }
  expect(await screen.findByText("Too many failed attempts. Your account is temporarily blocked for 5:00.")).toBeInTheDocument();
  expect(Number(localStorage.getItem(BLOCKED_UNTIL_KEY))).toBeGreaterThan(Date.now() + 290_000);
}, 30_000);
