import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import type { PostStatus } from "@/lib/newsroom/types";
import { STATUS_LABELS } from "./format";

/** Above a preview: what it is, and the way back to the editor. */
export function PreviewBar({ id, status }: { id: number; status: PostStatus }) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button href={`/admin/posts/${id}`} color="inherit" size="small">
          Back to the editor
        </Button>
      }
    >
      Preview ({STATUS_LABELS[status].toLowerCase()}): the article as readers will see it, from its last saved version. Only staff can open
      this page.
    </Alert>
  );
}
