"use client";

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import {
  ATTEMPTS_KEY,
  BLOCKED_UNTIL_KEY,
  blockFor,
  MAX_FAILED_ATTEMPTS,
  peekLockout,
  readLockout,
  recordFailure,
  resetLockout,
} from "@/lib/ui/login-lockout";
import { formatCountdown, stillBlockedMessage } from "@/lib/auth/messages";

const CHANGE_EVENT = "basis-point:lockout";

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ATTEMPTS_KEY || event.key === BLOCKED_UNTIL_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

// A string snapshot keeps its identity while nothing changes, as useSyncExternalStore requires.
const snapshot = () => `${localStorage.getItem(ATTEMPTS_KEY) ?? ""}|${localStorage.getItem(BLOCKED_UNTIL_KEY) ?? ""}`;
const serverSnapshot = () => "|";

function changed<T>(value: T): T {
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return value;
}

/**
 * The sign-in lockout as the form sees it: failures so far, whether a block runs and its m:ss
 * countdown, ticking every second. State lives in local storage, so it survives reloads and is
 * shared by tabs.
 */
export function useLoginLockout() {
  const stored = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const [now, setNow] = useState(() => Date.now());
  const [attemptsText, blockedText] = stored.split("|");
  const state = peekLockout({ getItem: (key) => (key === ATTEMPTS_KEY ? attemptsText || null : blockedText || null) }, now);
  const blockedUntil = state.blockedUntil;

  useEffect(() => {
    if (!blockedUntil) return;
    const timer = window.setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= blockedUntil) changed(readLockout(localStorage, tick));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [blockedUntil]);

  /** Reads storage afresh (not the last render), for the moment of a submit. */
  const current = useCallback(() => {
    const at = Date.now();
    setNow(at);
    const fresh = readLockout(localStorage, at);
    return { blocked: Boolean(fresh.blockedUntil), remaining: formatCountdown((fresh.blockedUntil ?? at) - at) };
  }, []);
  const fail = useCallback(() => {
    const at = Date.now();
    setNow(at);
    const next = changed(recordFailure(localStorage, at));
    return { blocked: Boolean(next.blockedUntil), remaining: formatCountdown((next.blockedUntil ?? at) - at), attempts: next.attempts };
  }, []);
  const block = useCallback((milliseconds: number) => {
    const at = Date.now();
    setNow(at);
    changed(blockFor(localStorage, milliseconds, at));
  }, []);
  const reset = useCallback(() => void changed(resetLockout(localStorage)), []);
  /**
   * A submit handler that, while blocked, neither validates nor sends: it reports 'Too many failed
   * attempts. Please try again in {m:ss}.' (docs/behaviour.md#messages) instead.
   */
  const unlessBlocked = useCallback(
    (send: (event: React.FormEvent<HTMLFormElement>) => Promise<void>, report: (message: string) => void) =>
      (event: React.FormEvent<HTMLFormElement>) => {
        const state = current();
        if (state.blocked) {
          event.preventDefault();
          report(stillBlockedMessage(state.remaining));
          return;
        }
        void send(event);
      },
    [current],
  );

  const remainingMs = blockedUntil ? Math.max(0, blockedUntil - now) : 0;
  return {
    attempts: state.attempts,
    attemptsLeft: Math.max(0, MAX_FAILED_ATTEMPTS - state.attempts),
    blocked: remainingMs > 0,
    remaining: formatCountdown(remainingMs),
    current,
    fail,
    block,
    reset,
    unlessBlocked,
  };
}
