"use client";

import { AppErrorScreen } from "@/components/errors/AppErrorScreen";

export default function AppError(props: { error: unknown; retry: () => void }) {
  return <AppErrorScreen {...props} />;
}
