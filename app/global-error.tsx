"use client";

import { AppErrorScreen } from "@/components/errors/AppErrorScreen";

/** Replaces the root layout when it fails itself, so it brings its own document. */
export default function GlobalError(props: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <head>
        <title>Unexpected Application Error!</title>
      </head>
      <body>
        <AppErrorScreen {...props} />
      </body>
    </html>
  );
}
