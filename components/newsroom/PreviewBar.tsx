import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import type { PostStatus } from "@/lib/newsroom/types";
import { STATUS_LABELS } from "./format";

/** Above a preview (an article's or a CMS page's): what it is (a draft's never says it is published), and the way back to its editor. */
export function PreviewBar({ editor, status, what = "article" }: { editor: string; status: PostStatus; what?: "article" | "page" }) {
  const live = status === "published";
  return (
    <Alert
      severity={live ? "info" : "warning"}
      sx={{ mb: 2 }}
      action={
        <Button href={editor} color="inherit" size="small">
          Back to the editor
        </Button>
      }
    >
      {live
        ? `Preview of the live ${what}, from its last saved version.`
        : `Preview: not published (${STATUS_LABELS[status].toLowerCase()}). Readers cannot see it yet; this is how it will look, from its last saved version.`}{" "}
      Only staff can open this page.
    </Alert>
  );
}
