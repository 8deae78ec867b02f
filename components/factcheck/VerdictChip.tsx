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
  // White on MUI's orange is 3:1; dark text on it passes WCAG AA.
  return (
    <Chip
      size="small"
      color={color}
      label={verdictLabel(verdict)}
      data-verdict={verdict}
      sx={{ fontWeight: 600, ...(color === "warning" && { color: "common.black" }) }}
    />
  );
}
