"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import { useHydrated } from "@/components/ui/useHydrated";
import styles from "./launcher.module.css";

interface PanelProps {
  open: boolean;
  onClose: () => void;
}

type PanelComponent = ComponentType<PanelProps>;

// The panel (MUI, the chat) is its own chunk, fetched when a reader first reaches for the button: a plain
// import() rather than next/dynamic, whose loader would add about 1.5 KB (gzip) to every page for one island.
let panelModule: Promise<PanelComponent> | undefined;
function loadPanel(): Promise<PanelComponent> {
  panelModule ??= import("./FactCheckPanel").then(
    (module) => module.FactCheckPanel,
    () => PanelLoadFailed,
  );
  return panelModule;
}

function PanelNotice({ children, onClose }: { children: React.ReactNode; onClose?: () => void }) {
  return (
    <div className={styles.notice} role="status">
      {children}
      {onClose && (
        <button type="button" onClick={onClose}>
          Close
        </button>
      )}
    </div>
  );
}

function PanelLoadFailed({ open, onClose }: PanelProps) {
  return open ? <PanelNotice onClose={onClose}>Loading chunk failed: please reload the page to use the assistant.</PanelNotice> : null;
}

/** The floating 'Fact Check Assistant' button (docs/behaviour.md#screens) on every page; the panel it opens is active on /post/ pages. */
export function FactCheckLauncher() {
  const [open, setOpen] = useState(false);
  // Until the page has hydrated, a press would do nothing.
  const hydrated = useHydrated();
  const [Panel, setPanel] = useState<PanelComponent | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    // Back to the button when the panel closes, so keyboard readers keep their place.
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      {!open && (
        <button
          ref={button}
          type="button"
          className={styles.launcher}
          aria-label="Fact Check Assistant"
          aria-haspopup="dialog"
          disabled={!hydrated}
          onPointerEnter={loadPanel}
          onFocus={loadPanel}
          onClick={() => {
            setOpen(true);
            void loadPanel().then((loaded) => setPanel(() => loaded));
          }}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
            <path d="M20 3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2M10 17H5v-2h5zm0-4H5v-2h5zm0-4H5V7h5zm4.82 6L12 12.16l1.41-1.41 1.41 1.42L17.99 9l1.42 1.42z" />
          </svg>
          <span className={styles.label}>Fact Check Assistant</span>
        </button>
      )}
      {/* Kept mounted once loaded: closing and reopening keeps the conversation. */}
      {Panel ? <Panel open={open} onClose={() => setOpen(false)} /> : open && <PanelNotice>Loading the assistant…</PanelNotice>}
    </>
  );
}
