"use client";

import { useState, type ComponentType, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { Icon } from "@/components/ui/Icons";
import { useHydrated } from "@/components/ui/useHydrated";
import { chunkErrorMessage, loadChunk } from "@/lib/ui/lazy";
import type { MenuDrawerProps } from "./MenuDrawer";
import styles from "./drawer.module.css";

let loadedDrawer: ComponentType<MenuDrawerProps> | undefined;

/**
 * The menu button of narrow screens. The drawer (MUI's Drawer and its modal machinery) is loaded
 * only when the reader first opens it, so it costs nothing on a page that never opens it.
 */
export function MobileMenu({ navigation }: { navigation: ReactNode }) {
  const pathname = usePathname();
  // The drawer is open for the page it was opened on: following any link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  // Until the page has hydrated, a press would do nothing.
  const hydrated = useHydrated();
  const [Drawer, setDrawer] = useState<ComponentType<MenuDrawerProps> | undefined>(() => loadedDrawer);
  const [error, setError] = useState<string | null>(null);
  const open = openOn === pathname;

  async function openDrawer() {
    setError(null);
    if (!Drawer) {
      try {
        const { MenuDrawer } = await loadChunk(() => import("./MenuDrawer"));
        loadedDrawer = MenuDrawer;
        setDrawer(() => MenuDrawer);
      } catch (failure) {
        console.error("[layout] the menu drawer failed to load:", failure);
        setError(chunkErrorMessage(failure, "menu-drawer"));
        return;
      }
    }
    setOpenOn(pathname);
  }

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={!hydrated}
        onClick={openDrawer}
      >
        <Icon name="menu" size="24px" />
      </button>
      {error && (
        <p role="alert" className={styles.chunkError}>
          {error}
        </p>
      )}
      {Drawer && <Drawer open={open} onClose={() => setOpenOn(null)} navigation={navigation} />}
    </>
  );
}
