import Chip from "@mui/material/Chip";
import type { PostStatus } from "@/lib/newsroom/types";
import { STATUS_LABELS } from "./format";

const COLORS = { draft: "default", in_review: "secondary", scheduled: "info", published: "success", unpublished: "warning" } as const;

export function StatusChip({ status, deleted = false }: { status: PostStatus; deleted?: boolean }) {
  if (deleted) return <Chip size="small" label="Deleted" color="error" variant="outlined" />;
  return (
    <Chip size="small" label={STATUS_LABELS[status]} color={COLORS[status]} variant={status === "published" ? "filled" : "outlined"} />
  );
}
