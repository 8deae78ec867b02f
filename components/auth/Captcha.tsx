"use client";

import type {} from "altcha/types/react";
import { useEffect, useRef } from "react";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import type { CaptchaConfig } from "@/lib/captcha/captcha";

interface HostedWidgetApi {
  render(element: HTMLElement, options: Record<string, unknown>): string | number;
  remove?(id: string | number): void;
}
type HostedWindow = Window & { grecaptcha?: HostedWidgetApi & { ready(callback: () => void): void }; turnstile?: HostedWidgetApi };

const HOSTED_SCRIPTS = {
  recaptcha: "https://www.google.com/recaptcha/api.js?render=explicit",
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
} as const;

function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (existing?.dataset.loaded) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? Object.assign(document.createElement("script"), { src, async: true });
    script.addEventListener("load", () => {
      script.dataset.loaded = "true";
      resolve();
    });
    script.addEventListener("error", () => reject(new Error(`could not load ${src}`)));
    if (!existing) document.head.append(script);
  });
}

/** The newest callback, for listeners registered once by a widget that outlives renders. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}

/** reCAPTCHA v2 checkbox or Turnstile, drawn with the provider's script. */
function HostedCaptcha({
  provider,
  siteKey,
  onChange,
}: {
  provider: "recaptcha" | "turnstile";
  siteKey: string;
  onChange: (token: string | null) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const report = useLatest(onChange);
  useEffect(() => {
    let cancelled = false;
    const target = container.current;
    loadScript(HOSTED_SCRIPTS[provider])
      .then(() => {
        const api = (window as HostedWindow)[provider === "recaptcha" ? "grecaptcha" : "turnstile"];
        if (cancelled || !api || !target) return;
        const render = () =>
          api.render(target, {
            sitekey: siteKey,
            callback: (token: string) => report.current(token),
            "expired-callback": () => report.current(null),
            "error-callback": () => report.current(null),
          });
        if (provider === "recaptcha") (window as HostedWindow).grecaptcha?.ready(render);
        else render();
      })
      .catch((error: unknown) => console.error("[captcha]", error));
    return () => {
      cancelled = true;
      if (target) target.replaceChildren();
    };
  }, [provider, siteKey, report]);
  return <div ref={container} />;
}

/** The self-hosted ALTCHA proof-of-work widget ("I'm not a robot"). */
function AltchaCaptcha({ onChange }: { onChange: (token: string | null) => void }) {
  const widget = useRef<HTMLElement>(null);
  const report = useLatest(onChange);
  useEffect(() => {
    void import("altcha");
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
      report.current(state === "verified" && payload ? payload : null);
    };
    element.addEventListener("statechange", listener);
    return () => element.removeEventListener("statechange", listener);
  }, [report]);
  return <altcha-widget ref={widget} challenge="/api/captcha/challenge" name="altcha" />;
}

/**
 * The captcha of the sign-in and sign-up forms. It reports the answer (or null) through `onChange`;
 * remount it (change its `key`) after each submit, since an answer is accepted once.
 */
export function Captcha({ config, onChange, error }: { config: CaptchaConfig; onChange: (token: string | null) => void; error?: string }) {
  return (
    // The widgets draw themselves after their script loads; the reserved height keeps the form still.
    <Box sx={{ minHeight: 74 }}>
      {config.provider !== "altcha" && config.siteKey ? (
        <HostedCaptcha provider={config.provider} siteKey={config.siteKey} onChange={onChange} />
      ) : (
        <AltchaCaptcha onChange={onChange} />
      )}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
