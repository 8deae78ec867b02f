"use client";

import { MuiProvider } from "@/components/theme/MuiProvider";
import { useEffect, useId, useRef, useState } from "react";
import { usePathname } from "next/navigation";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import CloseIcon from "@mui/icons-material/Close";
import SendIcon from "@mui/icons-material/Send";
import {
  CUSTOM_REQUEST_FAILED,
  FACT_CHECK_ENDPOINT,
  FAILURE_ALERT,
  OFF_ARTICLE_MESSAGE,
  QUICK_REQUEST_FAILED,
  isArticleAddress,
  offArticleQuickMessage,
  readFactCheckAnswer,
  statusBanner,
  type ChatMessage,
} from "@/lib/factcheck/chat";
import { CUSTOM_QUESTION, QUICK_QUESTIONS, type QuickQuestion } from "@/lib/factcheck/quick-questions";
import { ChatMessageItem } from "./ChatMessageItem";
import { QuickQuestionDialog } from "./QuickQuestionDialog";

interface Ask {
  question: string;
  category: string;
  description: string;
  custom: boolean;
}

/** The assistant's panel (docs/behaviour.md#screens, #states, #validation): 400×600, full screen on a phone; loaded only when a reader opens it. */
export function FactCheckPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const pathname = usePathname();
  const onArticle = isArticleAddress(pathname);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState("");
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<QuickQuestion | null>(null);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const chat = useRef<HTMLDivElement>(null);
  const newest = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  const count = useRef(0);

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  useEffect(() => {
    // Show the start of the newest answer (an answer can be long); while waiting, show the spinner below.
    const area = chat.current;
    if (!area) return;
    area.scrollTop = !loading && !error && newest.current ? newest.current.offsetTop - 8 : area.scrollHeight;
  }, [messages, loading, error]);

  const nextId = () => `m${(count.current += 1)}`;

  async function ask({ question, category, description, custom }: Ask): Promise<void> {
    const asked: ChatMessage = { id: nextId(), type: "user", content: question, category };
    if (!onArticle) {
      // docs/behaviour.md#validation: off an article page no request is made.
      const content = custom ? OFF_ARTICLE_MESSAGE : offArticleQuickMessage(question);
      setMessages((list) => [...list, asked, { id: nextId(), type: "ai", content, category }]);
      return;
    }
    setMessages((list) => [...list, asked]);
    setError(null);
    setLoading(true);
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const response = await fetch(FACT_CHECK_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ question, category, description, url: window.location.href }),
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const answer = readFactCheckAnswer(await response.json());
      setMessages((list) => [...list, { id: nextId(), type: "ai", category, ...answer }]);
    } catch (failure) {
      if (controller.signal.aborted) return;
      console.error(custom ? CUSTOM_REQUEST_FAILED : QUICK_REQUEST_FAILED, failure);
      setError(FAILURE_ALERT);
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setLoading(false);
      }
    }
  }

  async function send(): Promise<void> {
    const question = draft.trim();
    if (!question || loading) return;
    setDraft("");
    await ask({ question, category: CUSTOM_QUESTION, description: "", custom: true });
    input.current?.focus();
  }

  function clear(): void {
    inFlight.current?.abort();
    inFlight.current = null;
    setLoading(false);
    setMessages([]);
    setError(null);
  }

  return (
    <MuiProvider cacheKey="mui-factcheck">
      <Paper
        ref={panel}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        tabIndex={-1}
        hidden={!open}
        elevation={12}
        onKeyDown={(event) => {
          if (event.key === "Escape" && !chosen) onClose();
        }}
        sx={{
          position: "fixed",
          zIndex: 1250,
          display: open ? "flex" : "none",
          flexDirection: "column",
          overflow: "hidden",
          outline: "none",
          inset: { xs: 0, sm: "auto 24px 24px auto" },
          width: { xs: "100%", sm: 400 },
          height: { xs: "100dvh", sm: 600 },
          maxHeight: { sm: "calc(100dvh - 48px)" },
          borderRadius: { xs: 0, sm: 3 },
        }}
      >
        <Stack direction="row" sx={{ alignItems: "center", bgcolor: "primary.main", color: "primary.contrastText", pl: 2, pr: 1, py: 1 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
            Fact Check Assistant
          </Typography>
          <IconButton aria-label="Close" color="inherit" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>

        <Box sx={{ maxHeight: 200, overflowY: "auto", flexShrink: 0, px: 2, py: 1.5, borderBottom: 1, borderColor: "divider" }}>
          <Alert severity={onArticle ? "success" : "info"} sx={{ py: 0, mb: 1.5 }}>
            {statusBanner(pathname)}
          </Alert>
          <Typography variant="overline" component="h3" color="text.secondary">
            Quick questions
          </Typography>
          <Stack spacing={1}>
            {QUICK_QUESTIONS.map((quick) => (
              <Button
                key={quick.id}
                variant="outlined"
                size="small"
                disabled={loading}
                onClick={() => setChosen(quick)}
                sx={{ justifyContent: "flex-start", textAlign: "left" }}
              >
                {quick.question}
              </Button>
            ))}
          </Stack>
        </Box>

        <Box
          ref={chat}
          role="log"
          aria-live="polite"
          aria-label="Conversation"
          sx={{ position: "relative", flex: 1, overflowY: "auto", p: 2 }}
        >
          <Stack spacing={1.5}>
            {messages.length === 0 && !loading && (
              <Typography variant="body2" color="text.secondary">
                {onArticle
                  ? "Ask about a figure in this article, or choose a quick question above."
                  : "Open an article to check its figures against official data."}
              </Typography>
            )}
            {messages.map((message, index) => (
              <ChatMessageItem key={message.id} message={message} ref={index === messages.length - 1 ? newest : undefined} />
            ))}
            {loading && (
              <Stack direction="row" spacing={1} role="status" sx={{ alignItems: "center" }}>
                <CircularProgress size={18} aria-hidden="true" />
                <Typography variant="body2" color="text.secondary">
                  AI is analyzing...
                </Typography>
              </Stack>
            )}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </Box>

        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
          sx={{ borderTop: 1, borderColor: "divider", p: 1.5 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <TextField
              inputRef={input}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              disabled={loading}
              placeholder="Ask about a figure in this article…"
              size="small"
              fullWidth
              autoComplete="off"
              slotProps={{ htmlInput: { "aria-label": "Your question", maxLength: 1000 } }}
            />
            <IconButton type="submit" aria-label="Send" color="primary" disabled={loading || draft.trim() === ""}>
              <SendIcon />
            </IconButton>
          </Stack>
          <Button size="small" onClick={clear} disabled={messages.length === 0} sx={{ mt: 1 }}>
            Clear Chat
          </Button>
        </Box>

        <QuickQuestionDialog
          question={chosen}
          onCancel={() => setChosen(null)}
          onAsk={(quick) => {
            setChosen(null);
            void ask({ question: quick.question, category: quick.category, description: quick.description, custom: false });
          }}
        />
      </Paper>
    </MuiProvider>
  );
}
