import { useCallback, useSyncExternalStore } from "react";

// Same-tab writes do not fire "storage" events, so toggles announce themselves with this one.
const CHANGE_EVENT = "basis-point:stored-flag";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}

/**
 * A per-browser on/off flag kept in localStorage (likes and saves of a visitor, docs/behaviour.md#states). The
 * server renders it off; the browser's value takes over right after hydration.
 */
export function useStoredFlag(key: string): [boolean, () => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => false,
  );
  const toggle = useCallback(() => {
    try {
      if (read(key)) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, "1");
    } catch {
      // Storage disabled: the toggle simply does not stick.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, [key]);
  return [value, toggle];
}
