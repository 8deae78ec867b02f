"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import styles from "./launcher.module.css";

interface PanelProps {
  open: boolean;
  onClose: () => void;
}

const loadPanel = () => import("./FactCheckPanel");

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

// The panel (MUI, the chat) is fetched only when a reader opens it, so the page itself ships just this button.
const FactCheckPanel = dynamic<PanelProps>(
  () =>
    loadPanel().then(
      (module) => module.FactCheckPanel,
      () =>
        function PanelLoadFailed({ open, onClose }: PanelProps) {
          return open ? <PanelNotice onClose={onClose}>Loading chunk failed: please reload the page to use the assistant.</PanelNotice> : null;
        },
    ),
  { ssr: false, loading: () => <PanelNotice>Loading the assistant…</PanelNotice> },
);

/** The floating 'Fact Check Assistant' button (spec §2) on every page; the panel it opens is active on /post/ pages. */
export function FactCheckLauncher() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
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
          onPointerEnter={loadPanel}
          onFocus={loadPanel}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
            <path d="M20 3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2M10 17H5v-2h5zm0-4H5v-2h5zm0-4H5V7h5zm4.82 6L12 12.16l1.41-1.41 1.41 1.42L17.99 9l1.42 1.42z" />
          </svg>
          <span className={styles.label}>Fact Check Assistant</span>
        </button>
      )}
      {/* Kept mounted once used: closing and reopening keeps the conversation. */}
      {used && <FactCheckPanel open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
