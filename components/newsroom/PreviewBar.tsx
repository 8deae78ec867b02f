import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import type { PostStatus } from "@/lib/newsroom/types";
import { STATUS_LABELS } from "./format";

/** Above a preview (an article's or a CMS page's): what it is, and the way back to its editor. */
export function PreviewBar({ editor, status, what = "article" }: { editor: string; status: PostStatus; what?: "article" | "page" }) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button href={editor} color="inherit" size="small">
          Back to the editor
        </Button>
      }
    >
      Preview ({STATUS_LABELS[status].toLowerCase()}): the {what} as readers will see it, from its last saved version. Only staff can open
      this page.
    </Alert>
  );
}
