import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ChatMessage } from "@/lib/factcheck/chat";
import { CheckDetails } from "./CheckDetails";
import { VerdictChip } from "./VerdictChip";

/** One turn of the conversation: the reader's question on the right, the assistant's answer on the left. */
export function ChatMessageItem({ message, ref }: { message: ChatMessage; ref?: React.Ref<HTMLDivElement> }) {
  if (message.type === "user") {
    return (
      <Box ref={ref} sx={{ display: "flex", justifyContent: "flex-end" }}>
        <Typography
          variant="body2"
          sx={{
            bgcolor: "primary.main",
            color: "primary.contrastText",
            px: 1.5,
            py: 1,
            borderRadius: 2,
            maxWidth: "85%",
            overflowWrap: "anywhere",
          }}
        >
          <Box component="span" sx={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
            You asked:{" "}
          </Box>
          {message.content}
        </Typography>
      </Box>
    );
  }
  return (
    <Paper
      ref={ref}
      component="article"
      variant="outlined"
      sx={{ p: 1.5, maxWidth: "100%" }}
      aria-label={message.articleTitle ? `Answer about ${message.articleTitle}` : "Answer"}
    >
      {message.overallVerdict && (
        <Box sx={{ mb: 1 }}>
          <VerdictChip verdict={message.overallVerdict} />
        </Box>
      )}
      <Typography variant="body2" sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
        {message.content}
      </Typography>
      {message.structuredCheck && <CheckDetails check={message.structuredCheck} />}
    </Paper>
  );
}
