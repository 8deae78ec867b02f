import Chip, { type ChipProps } from "@mui/material/Chip";
import { isKnownVerdict, verdictLabel } from "@/lib/factcheck/chat";
import type { Verdict } from "@/lib/factcheck/types";

// docs/behaviour.md#states: supported green, needs_context and mixed orange, not_supported red, unclear (and anything unknown) grey.
const COLOR: Record<Verdict, ChipProps["color"]> = {
  supported: "success",
  needs_context: "warning",
  mixed: "warning",
  unclear: "default",
  not_supported: "error",
};

export function VerdictChip({ verdict }: { verdict: string }) {
  const color = isKnownVerdict(verdict) ? COLOR[verdict] : "default";
  // The theme's warning orange carries white text at 5.2:1 (components/theme/theme.ts).
  return <Chip size="small" color={color} label={verdictLabel(verdict)} data-verdict={verdict} sx={{ fontWeight: 600 }} />;
}
