"use client";

import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import ArticleIcon from "@mui/icons-material/ArticleOutlined";
import PageIcon from "@mui/icons-material/DescriptionOutlined";
import BadgeIcon from "@mui/icons-material/BadgeOutlined";
import CategoryIcon from "@mui/icons-material/CategoryOutlined";
import FrontPageIcon from "@mui/icons-material/PushPinOutlined";
import ForumIcon from "@mui/icons-material/ForumOutlined";
import HistoryIcon from "@mui/icons-material/ManageHistoryOutlined";
import MenuIcon from "@mui/icons-material/MenuOpenOutlined";
import PeopleIcon from "@mui/icons-material/PeopleOutlined";
import PhotoIcon from "@mui/icons-material/PhotoLibraryOutlined";
import TagIcon from "@mui/icons-material/LocalOfferOutlined";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { AdminTopBar } from "./AdminTopBar";

export type NewsroomSection =
  "posts" | "front-page" | "media" | "pages" | "bylines" | "categories" | "tags" | "menus" | "comments" | "staff" | "audit";

const SECTIONS: Record<NewsroomSection, { href: string; label: string; icon: ReactNode }> = {
  posts: { href: "/admin/posts", label: "Articles", icon: <ArticleIcon /> },
  "front-page": { href: "/admin/front-page", label: "Front page", icon: <FrontPageIcon /> },
  media: { href: "/admin/media", label: "Media", icon: <PhotoIcon /> },
  pages: { href: "/admin/pages", label: "Pages", icon: <PageIcon /> },
  bylines: { href: "/admin/authors", label: "Bylines", icon: <BadgeIcon /> },
  categories: { href: "/admin/categories", label: "Categories", icon: <CategoryIcon /> },
  tags: { href: "/admin/tags", label: "Tags", icon: <TagIcon /> },
  menus: { href: "/admin/menus", label: "Menus", icon: <MenuIcon /> },
  comments: { href: "/admin/comments", label: "Comments", icon: <ForumIcon /> },
  staff: { href: "/admin/staff", label: "Staff", icon: <PeopleIcon /> },
  audit: { href: "/admin/audit", label: "Audit log", icon: <HistoryIcon /> },
};

/**
 * The newsroom's frame: its top bar, its navigation (a column beside the screen on a wide window, a
 * row above it on a phone) and the screen. Which sections appear is decided on the server from
 * lib/auth/capabilities.ts; each screen and the API check again. Without `sections` (the second-factor
 * notices) only the bar is shown.
 */
export function AdminShell({ sections = [], who, children }: { sections?: NewsroomSection[]; who: string; children: ReactNode }) {
  const pathname = usePathname();
  // A preview shows the article (or page) at the reading pages' own width, without the newsroom's sections around it.
  const bare = sections.length === 0 || pathname.endsWith("/preview");
  return (
    <>
      <AdminTopBar who={who} />
      {bare ? (
        <Box component="main" id="main-content">
          {children}
        </Box>
      ) : (
        <Sections sections={sections} pathname={pathname}>
          {children}
        </Sections>
      )}
    </>
  );
}

function Sections({ sections, pathname, children }: { sections: NewsroomSection[]; pathname: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", flexDirection: { xs: "column", md: "row" }, gap: { xs: 1, md: 3 }, px: { xs: 1, sm: 2, md: 3 }, py: 2 }}>
      {/* On a phone the sections are a row as wide as the screen that scrolls sideways, never wider. */}
      <Paper
        component="nav"
        aria-label="Newsroom"
        variant="outlined"
        sx={{ flexShrink: 0, width: { md: 220 }, minWidth: 0, alignSelf: { xs: "stretch", md: "flex-start" } }}
      >
        <Typography variant="overline" component="p" sx={{ px: 2, pt: 1, display: { xs: "none", md: "block" } }}>
          Newsroom
        </Typography>
        <List dense sx={{ display: "flex", flexDirection: { xs: "row", md: "column" }, overflowX: "auto", py: { xs: 0, md: 1 } }}>
          {sections.map((key) => {
            const section = SECTIONS[key];
            const current = pathname === section.href || pathname.startsWith(`${section.href}/`);
            return (
              <ListItem key={key} disablePadding sx={{ flex: { xs: "0 0 auto", md: "initial" }, width: { xs: "auto", md: "100%" } }}>
                <ListItemButton
                  component={Link}
                  href={section.href}
                  selected={current}
                  aria-current={current ? "page" : undefined}
                  sx={{ borderRadius: 1, mx: 0.5 }}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>{section.icon}</ListItemIcon>
                  <ListItemText primary={section.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Paper>
      <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}
