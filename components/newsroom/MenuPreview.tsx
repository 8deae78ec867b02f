"use client";

import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState, type CSSProperties } from "react";
import type { FooterColumn } from "@/lib/db/enums";
import { footerColumns, menuItemStyle, type NavLink } from "@/lib/menus/navigation";
import type { FooterLinkInput, HeaderMenuInput } from "@/lib/menus/schemas";
import type { MenuItem } from "@/lib/menus/types";
import { SITE_NAME } from "@/lib/site";

// What readers will see once the menus are saved, at a phone's and a desktop's width: the header's
// inline menu with its dropdowns (desktop), the drawer's nested list (phone), and the footer's
// Quick Links and Legal columns, laid out by the footer's own rule (lib/menus/navigation.ts). The
// colours, sizes and the style fields are the site's (components/layout/*.module.css).

const SITE = { link: "#1559b3", text: "#1a1f2b", footer: "#0d1b2a", footerText: "#d5dde7", border: "#e3e7ee" };

const linkStyle = (item: HeaderMenuInput): CSSProperties => ({
  color: SITE.text,
  textDecoration: "none",
  fontWeight: 500,
  ...menuItemStyle(item),
});

/** The header menu at desktop width: inline items; a parent opens its dropdown when chosen, as on the site. */
function DesktopHeader({ items }: { items: HeaderMenuInput[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const dropdown = (children: HeaderMenuInput[]) => (
    <Box component="ul" sx={{ listStyle: "none", m: 0, pl: 1.5 }}>
      {children.map((child, index) => (
        <li key={index}>
          <Box component="span" sx={{ display: "block", py: 0.25 }} style={linkStyle(child)}>
            {child.name}
          </Box>
          {child.children.length > 0 && dropdown(child.children)}
        </li>
      ))}
    </Box>
  );
  return (
    <Box sx={{ borderBottom: `1px solid ${SITE.border}`, bgcolor: "#fff", px: 2, py: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: "center", gap: 3 }}>
        <Typography component="span" sx={{ color: SITE.link, fontWeight: 700, fontSize: 20, flexShrink: 0 }}>
          {SITE_NAME}
        </Typography>
        <Box component="ul" sx={{ display: "flex", flexWrap: "wrap", gap: 2, listStyle: "none", m: 0, p: 0 }}>
          {items.map((item, index) => (
            <Box component="li" key={index} sx={{ position: "relative" }}>
              {item.children.length === 0 ? (
                <span style={linkStyle(item)}>{item.name}</span>
              ) : (
                <>
                  <Box
                    component="button"
                    type="button"
                    aria-expanded={open === index}
                    onClick={() => setOpen(open === index ? null : index)}
                    sx={{ border: 0, background: "none", p: 0, cursor: "pointer", font: "inherit" }}
                    style={linkStyle(item)}
                  >
                    {item.name} ▾
                  </Box>
                  {open === index && (
                    <Box
                      sx={{
                        position: "absolute",
                        top: "100%",
                        left: 0,
                        zIndex: 1,
                        minWidth: 200,
                        bgcolor: "#fff",
                        border: `1px solid ${SITE.border}`,
                        borderRadius: 1,
                        boxShadow: 2,
                        py: 1,
                      }}
                    >
                      {dropdown(item.children)}
                    </Box>
                  )}
                </>
              )}
            </Box>
          ))}
        </Box>
      </Stack>
    </Box>
  );
}

/** The header at phone width: the menu button, and the drawer's list as it opens, nested items indented. */
function PhoneHeader({ items }: { items: HeaderMenuInput[] }) {
  const list = (level: HeaderMenuInput[], depth: number) => (
    <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
      {level.map((item, index) => (
        <li key={index}>
          <Box component="span" sx={{ display: "block", py: 0.75, pl: 2 + depth * 2 }} style={linkStyle(item)}>
            {item.name}
            {item.children.length > 0 ? " ▾" : ""}
          </Box>
          {item.children.length > 0 && list(item.children, depth + 1)}
        </li>
      ))}
    </Box>
  );
  return (
    <>
      <Stack
        direction="row"
        sx={{ alignItems: "center", gap: 1, px: 1.5, py: 1, borderBottom: `1px solid ${SITE.border}`, bgcolor: "#fff" }}
      >
        <Box component="span" aria-hidden sx={{ fontSize: 20, color: SITE.text }}>
          ☰
        </Box>
        <Typography component="span" sx={{ color: SITE.link, fontWeight: 700 }}>
          {SITE_NAME}
        </Typography>
      </Stack>
      <Box sx={{ width: 240, borderRight: `1px solid ${SITE.border}`, bgcolor: "#fff", py: 1 }}>
        <Typography variant="caption" component="p" sx={{ px: 2, color: "text.secondary" }}>
          The drawer
        </Typography>
        {list(items, 0)}
      </Box>
    </>
  );
}

function FooterColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography component="p" sx={{ color: "#fff", fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
        {links.map((link, index) => (
          <Box component="li" key={index} sx={{ py: 0.25, color: SITE.footerText }}>
            {link.name}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Footer({ quickLinks, legal, phone }: { quickLinks: FooterLinkInput[]; legal: FooterLinkInput[]; phone: boolean }) {
  const asItems = (links: FooterLinkInput[], column: FooterColumn): MenuItem[] =>
    links.map((link, index) => ({ id: index, name: link.name, url: link.url, location: "footer", column, children: [] }));
  const columns = footerColumns([...asItems(quickLinks, "quick-links"), ...asItems(legal, "legal")]);
  return (
    <Box sx={{ bgcolor: SITE.footer, color: SITE.footerText, p: 2 }}>
      <Stack direction={phone ? "column" : "row"} sx={{ gap: phone ? 2 : 6 }}>
        <FooterColumn title="Quick Links" links={columns["quick-links"]} />
        <FooterColumn title="Legal" links={columns.legal} />
      </Stack>
    </Box>
  );
}

/** The live preview of /admin/menus: the unsaved menus at a phone's width (360) and a desktop's (1024). */
export function MenuPreview({
  header,
  quickLinks,
  legal,
}: {
  header: HeaderMenuInput[];
  quickLinks: FooterLinkInput[];
  legal: FooterLinkInput[];
}) {
  return (
    <Stack spacing={2} component="section" aria-labelledby="menu-preview-title">
      <Typography id="menu-preview-title" variant="h2" sx={{ fontSize: "1.25rem" }}>
        Preview
      </Typography>
      {(
        [
          ["phone", "Phone", 360],
          ["desktop", "Desktop", 1024],
        ] as const
      ).map(([key, label, width]) => (
        <Box key={key}>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
            {label} ({width} px wide)
          </Typography>
          {/* Wider than the screen on a phone: it scrolls sideways, by keyboard too. */}
          <Box
            role="region"
            aria-label={`${label} preview`}
            data-testid={`menu-preview-${key}`}
            tabIndex={0}
            sx={{ overflowX: "auto", border: `1px solid ${SITE.border}`, borderRadius: 1, bgcolor: "#f6f7f9" }}
          >
            <Box sx={{ width, minHeight: 120, bgcolor: "#fff" }}>
              {key === "phone" ? <PhoneHeader items={header} /> : <DesktopHeader items={header} />}
              <Box sx={{ height: 24 }} />
              <Footer quickLinks={quickLinks} legal={legal} phone={key === "phone"} />
            </Box>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
