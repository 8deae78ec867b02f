"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { CommentFormProps } from "./CommentForm";
import { CommentFormLayout } from "./CommentFormLayout";

// The working form (react-hook-form and zod, about 40 KB gzipped) is its own chunk, fetched only
// where this island renders — for signed-in readers — so a visitor's article page never loads it.
// A plain import() rather than next/dynamic, whose loader would cost every page (see FactCheckLauncher).
let formModule: Promise<ComponentType<CommentFormProps>> | undefined;
function loadForm(): Promise<ComponentType<CommentFormProps>> {
  formModule ??= import("./CommentForm").then((module) => module.CommentForm);
  return formModule;
}

/** The comment form of a signed-in reader: its markup at once (server-rendered), working as soon as its code arrives. */
export function CommentBox(props: CommentFormProps) {
  const [Form, setForm] = useState<ComponentType<CommentFormProps> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    loadForm().then(
      (component) => setForm(() => component),
      (error: unknown) => {
        console.error("[comments] loading the comment form failed:", error);
        formModule = undefined;
        setFailed(true);
      },
    );
  }, []);

  if (Form) return <Form {...props} />;
  return (
    <CommentFormLayout
      waiting={props.pending}
      textarea={{ readOnly: true, "aria-busy": !failed }}
      formError={failed ? "The comment form could not be loaded. Please reload the page." : undefined}
      submitting
    />
  );
}
