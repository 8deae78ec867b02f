"use client";

import { useEffect, useEffectEvent, useRef, useState } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { ApiRequestError } from "@/lib/ui/api-client";
import type { SaveState } from "./SaveStatus";
import { useLeaveWarning } from "./useLeaveWarning";

/** Typing pauses this long before a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 1500;

export interface AutosaveOptions<V extends FieldValues, I> {
  form: UseFormReturn<V, unknown, I>;
  /** Where saving stands before any edit: saved at the loaded version's time, or new. */
  initial: SaveState;
  /** The stored version's time when `input` holds nothing it lacks (nothing is sent), else null. */
  upToDate: (input: I) => string | null;
  /** Sends the valid form; resolves to the time of the version now stored. */
  send: (input: I) => Promise<string>;
  /**
   * A failed save the editor mends itself (a taken slug it numbers): true when it did. The save
   * is then not reported as failed; the edit the editor made saves itself as any edit does.
   */
  recover?: (failure: unknown) => boolean;
  /** Runs on each edit before it counts, for fields that follow others (the slug, the title). */
  onEdit?: (name: string, values: V) => void;
  /** Whether edits save themselves now; when not (an article readers see), they wait for `saveNow`. */
  autosaves: () => boolean;
  /** The message of a failure that carries none. */
  failed: string;
}

/**
 * A form that saves itself: every edit marks it unsaved and, while `autosaves()`, saves it once
 * typing has paused for AUTOSAVE_DELAY_MS (one save at a time). A 409 that does not name the slug
 * means someone stored a newer version: it becomes `conflict` (the message, for the dialog) and
 * saving stops for good, since what is typed here would overwrite theirs. Any other failure is
 * reported with the server's message and field errors; the next edit tries again. Leaving with
 * changes not yet saved asks first.
 */
export function useAutosave<V extends FieldValues, I>(options: AutosaveOptions<V, I>) {
  const { form } = options;
  const [state, setState] = useState<SaveState>(options.initial);
  const [conflict, setConflict] = useState<string | null>(null);
  // Callbacks outlive renders (the timer, the form's subscription): they read these.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const conflicted = useRef(false);

  async function persist(input: I): Promise<boolean> {
    const at = options.upToDate(input);
    if (at !== null) {
      setState({ kind: "saved", at });
      return true;
    }
    setState({ kind: "saving" });
    try {
      setState({ kind: "saved", at: await options.send(input) });
      return true;
    } catch (failure) {
      if (options.recover?.(failure)) return false;
      if (failure instanceof ApiRequestError && failure.status === 409 && !failure.errors.slug) {
        conflicted.current = true;
        setConflict(failure.message);
        setState({ kind: "conflict" });
        return false;
      }
      if (failure instanceof ApiRequestError)
        for (const [field, message] of Object.entries(failure.errors)) form.setError(field as FieldPath<V>, { message });
      setState({ kind: "failed", message: failure instanceof Error ? failure.message : options.failed });
      return false;
    }
  }

  /** Saves now (after any save under way); false when it could not. */
  async function saveNow(): Promise<boolean> {
    clearTimeout(timer.current);
    while (inFlight.current) await inFlight.current;
    if (conflicted.current) return false;
    let saved = false;
    const submit = form.handleSubmit(
      async (input) => {
        saved = await persist(input);
      },
      () => setState({ kind: "invalid" }),
    );
    const run = submit().then(() => saved);
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }

  /** Lets a save under way finish and cancels one that is waiting: a retraction must not race an autosave. */
  async function settle(): Promise<void> {
    clearTimeout(timer.current);
    while (inFlight.current) await inFlight.current;
  }

  const autosave = useEffectEvent(() => void saveNow());
  const edited = useEffectEvent((name: string, values: V) => {
    options.onEdit?.(name, values);
    setState({ kind: "dirty" });
    if (!options.autosaves()) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(autosave, AUTOSAVE_DELAY_MS);
  });

  // Every change marks the form unsaved; once in conflict, edits are neither followed nor saved.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (conflicted.current || !name) return;
          edited(name, values);
        },
      }),
    [form],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  useLeaveWarning(state.kind === "dirty" || state.kind === "saving" || state.kind === "invalid" || state.kind === "failed");

  return { state, conflict, dismissConflict: () => setConflict(null), saveNow, settle };
}
