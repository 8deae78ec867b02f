"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import ArrowDownIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpIcon from "@mui/icons-material/ArrowUpward";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/EditOutlined";
import AddIcon from "@mui/icons-material/Add";
import IndentIcon from "@mui/icons-material/FormatIndentIncrease";
import OutdentIcon from "@mui/icons-material/FormatIndentDecrease";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { fieldErrors } from "@/lib/http/validation";
import { FOOTER_LEGAL_MAX, FOOTER_MAIN_MAX } from "@/lib/menus/navigation";
import { MENU_KINDS, MENU_LIMITS, MENU_TITLES, type MenuKind } from "@/lib/menus/messages";
import { footerLinkSchema, headerItemSchema, type FooterLinkInput, type HeaderMenuInput } from "@/lib/menus/schemas";
import { append, canIndent, indent, itemAt, move, outdent, removeAt, replaceAt, type TreePath } from "@/lib/menus/tree";
import { ApiRequestError, apiRequest } from "@/lib/ui/api-client";
import { MenuPreview } from "./MenuPreview";

/** An item being edited: the saved fields and a key of its own, so React and the focus can follow it as it moves. */
type Item = Omit<HeaderMenuInput, "children"> & { key: string; children: Item[] };
type Menus = Record<MenuKind, Item[]>;

const MAX_ITEMS: Record<MenuKind, number> = { header: MENU_LIMITS.headerChildren, "quick-links": FOOTER_MAIN_MAX, legal: FOOTER_LEGAL_MAX };
const HINTS: Record<MenuKind, string> = {
  header: `The menu across the top of every page (the drawer on a phone). An item may hold its own items, ${MENU_LIMITS.headerDepth} levels deep: they open as a dropdown.`,
  "quick-links": `The footer's middle column, at most ${FOOTER_MAIN_MAX} links, in this order.`,
  legal: `The footer's last column, at most ${FOOTER_LEGAL_MAX} links, in this order.`,
};
const STYLE_FIELDS = ["font_family", "font_size", "font_weight", "color"] as const;

let nextKey = 0;
const withKeys = (items: HeaderMenuInput[] | FooterLinkInput[]): Item[] =>
  items.map((item) => ({ ...item, key: `item-${nextKey++}`, children: withKeys("children" in item ? item.children : []) }));
const withoutKeys = (items: Item[]): HeaderMenuInput[] =>
  items.map(({ key: _key, children, ...item }) => ({ ...item, children: withoutKeys(children) }));
const asLinks = (items: Item[]): FooterLinkInput[] => items.map(({ name, url }) => ({ name, url }));
/** The body a save sends: the header's tree, or a column's links. */
const body = (kind: MenuKind, items: Item[]) => ({ items: kind === "header" ? withoutKeys(items) : asLinks(items) });

/** Where a field error of a save ("items.0.children.1.name") points: the item's path and the message. */
function errorList(items: Item[], errors: Record<string, string>): string[] {
  return Object.entries(errors).map(([key, message]) => {
    const indexes = [...key.matchAll(/(?:^|\.)(\d+)(?=\.|$)/g)].map((match) => Number(match[1]));
    const item = indexes.length ? itemAt(items, indexes) : undefined;
    return item ? `${item.name}: ${message}` : message;
  });
}

type Editing = { path: TreePath | null; parent: TreePath; item: Item };

/**
 * The menus of every page (editors and admins): the header's tree and the footer's Quick Links and
 * Legal columns. Add, edit, remove; reorder with the arrow buttons or by dragging within a level;
 * nest and un-nest header items; see the result at a phone's and a desktop's width; save each menu.
 */
export function MenuEditor({ initial }: { initial: Record<MenuKind, HeaderMenuInput[] | FooterLinkInput[]> }) {
  const [menus, setMenus] = useState<Menus>(() => ({
    header: withKeys(initial.header),
    "quick-links": withKeys(initial["quick-links"]),
    legal: withKeys(initial.legal),
  }));
  const [saved, setSaved] = useState<Record<MenuKind, string>>(() => ({
    header: JSON.stringify(body("header", withKeys(initial.header))),
    "quick-links": JSON.stringify(body("quick-links", withKeys(initial["quick-links"]))),
    legal: JSON.stringify(body("legal", withKeys(initial.legal))),
  }));
  const [kind, setKind] = useState<MenuKind>("header");
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<{ severity: "success" | "error"; text: string; details: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState<TreePath | null>(null);
  // After a move the row is elsewhere in the page: the same button of the same item keeps the focus.
  const focus = useRef<{ key: string; action: string } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const items = menus[kind];
  const dirty = (which: MenuKind) => JSON.stringify(body(which, menus[which])) !== saved[which];
  const depth = kind === "header" ? MENU_LIMITS.headerDepth : 1;

  useEffect(() => {
    const target = focus.current;
    if (!target || !listRef.current) return;
    focus.current = null;
    const row = listRef.current.querySelector(`[data-key="${target.key}"]`);
    const button =
      row?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>('[data-action="edit"]');
    button?.focus();
  }, [menus]);

  function change(next: Item[], follow?: { key: string; action: string }) {
    focus.current = follow ?? null;
    setMenus((current) => ({ ...current, [kind]: next }));
    setNotice(null);
  }

  async function save() {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await apiRequest<{ items: HeaderMenuInput[] | FooterLinkInput[] }>(`/api/admin/menus/${kind}`, {
        method: "PUT",
        body: body(kind, items),
        fallback: `The ${MENU_TITLES[kind]} could not be saved.`,
      });
      const next = withKeys(answer.items);
      setMenus((current) => ({ ...current, [kind]: next }));
      setSaved((current) => ({ ...current, [kind]: JSON.stringify(body(kind, next)) }));
      setNotice({ severity: "success", text: `${MENU_TITLES[kind]} saved: every page shows it now.`, details: [] });
    } catch (failure) {
      const details = failure instanceof ApiRequestError ? errorList(items, failure.errors) : [];
      setNotice({ severity: "error", text: failure instanceof Error ? failure.message : "The menu could not be saved.", details });
    } finally {
      setBusy(false);
    }
  }

  function onDrop(event: DragEvent, target: TreePath) {
    event.preventDefault();
    const from = dragging;
    setDragging(null);
    // Dragging reorders within one level; nesting is the indent buttons' job.
    if (!from || from.length !== target.length || from.slice(0, -1).join() !== target.slice(0, -1).join()) return;
    const moved = itemAt(items, from);
    const to = target[target.length - 1]!;
    if (!moved || from[from.length - 1] === to) return;
    const parent = from.slice(0, -1);
    const siblings = parent.length ? (itemAt(items, parent)?.children ?? []) : items;
    const reordered = siblings.filter((item) => item.key !== moved.key);
    reordered.splice(to, 0, moved);
    change(parent.length ? replaceAt(items, parent, { ...itemAt(items, parent)!, children: reordered }) : reordered);
  }

  function rows(level: Item[], parent: TreePath): React.ReactNode {
    return level.map((item, index) => {
      const path = [...parent, index];
      const nameOf = (at: number) => level[at]?.name ?? "";
      const follow = (action: string) => ({ key: item.key, action });
      return (
        <Box component="li" key={item.key} data-key={item.key} sx={{ listStyle: "none" }}>
          <Paper
            variant="outlined"
            draggable
            onDragStart={() => setDragging(path)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, path)}
            sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1, px: 1.5, py: 0.5, mb: 0.5, cursor: "grab" }}
          >
            <Box sx={{ flex: "1 1 12rem", minWidth: 0 }}>
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {item.name}
              </Typography>{" "}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {item.url}
              </Typography>
            </Box>
            <Box sx={{ display: "flex", flexWrap: "wrap" }}>
              <IconButton
                size="small"
                data-action="up"
                aria-label={`Move ${item.name} up`}
                disabled={index === 0}
                onClick={() => change(move(items, path, -1), follow("up"))}
              >
                <ArrowUpIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                data-action="down"
                aria-label={`Move ${item.name} down`}
                disabled={index === level.length - 1}
                onClick={() => change(move(items, path, 1), follow("down"))}
              >
                <ArrowDownIcon fontSize="small" />
              </IconButton>
              {kind === "header" && (
                <>
                  <IconButton
                    size="small"
                    data-action="indent"
                    aria-label={index > 0 ? `Nest ${item.name} under ${nameOf(index - 1)}` : `Nest ${item.name} under the item above`}
                    disabled={!canIndent(items, path, depth)}
                    onClick={() => change(indent(items, path, depth), follow("indent"))}
                  >
                    <IndentIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    data-action="outdent"
                    aria-label={`Move ${item.name} out of ${parent.length ? (itemAt(items, parent)?.name ?? "") : "its parent"}`}
                    disabled={parent.length === 0}
                    onClick={() => change(outdent(items, path), follow("outdent"))}
                  >
                    <OutdentIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Add an item under ${item.name}`}
                    disabled={path.length >= depth || item.children.length >= MENU_LIMITS.headerChildren}
                    onClick={() =>
                      setEditing({ path: null, parent: path, item: { key: `item-${nextKey++}`, name: "", url: "", children: [] } })
                    }
                  >
                    <AddIcon fontSize="small" />
                  </IconButton>
                </>
              )}
              <IconButton
                size="small"
                data-action="edit"
                aria-label={`Edit ${item.name}`}
                onClick={() => setEditing({ path, parent, item })}
              >
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={`Remove ${item.name}`} onClick={() => change(removeAt(items, path))}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          </Paper>
          {item.children.length > 0 && (
            <Box component="ul" aria-label={`Items under ${item.name}`} sx={{ m: 0, pl: { xs: 2, sm: 4 } }}>
              {rows(item.children, path)}
            </Box>
          )}
        </Box>
      );
    });
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={{ fontSize: { xs: "1.75rem", md: "2.25rem" } }}>
        Menus
      </Typography>
      <Tabs
        value={kind}
        onChange={(_, value: MenuKind) => {
          setKind(value);
          setNotice(null);
        }}
        aria-label="Menus"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {MENU_KINDS.map((which) => (
          <Tab
            key={which}
            value={which}
            label={`${MENU_TITLES[which]}${dirty(which) ? " •" : ""}`}
            id={`menu-tab-${which}`}
            aria-controls="menu-panel"
          />
        ))}
      </Tabs>
      <Box id="menu-panel" role="tabpanel" aria-labelledby={`menu-tab-${kind}`}>
        <Stack spacing={2}>
          <Typography color="text.secondary">{HINTS[kind]}</Typography>
          {notice && (
            <Alert severity={notice.severity} onClose={() => setNotice(null)}>
              {notice.text}
              {notice.details.length > 0 && (
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {notice.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </Box>
              )}
            </Alert>
          )}
          {items.length === 0 && (
            <Typography color="text.secondary">No items: the footer shows its standard links until you add some.</Typography>
          )}
          <Box component="ul" ref={listRef} aria-label={MENU_TITLES[kind]} sx={{ m: 0, p: 0 }}>
            {rows(items, [])}
          </Box>
          <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              disabled={items.length >= MAX_ITEMS[kind]}
              onClick={() => setEditing({ path: null, parent: [], item: { key: `item-${nextKey++}`, name: "", url: "", children: [] } })}
            >
              Add an item
            </Button>
            <Button variant="contained" disabled={busy || !dirty(kind)} onClick={() => void save()}>
              Save {MENU_TITLES[kind]}
            </Button>
            {dirty(kind) && (
              <Button
                disabled={busy}
                onClick={() => change(withKeys((JSON.parse(saved[kind]) as { items: HeaderMenuInput[] | FooterLinkInput[] }).items))}
              >
                Undo changes
              </Button>
            )}
          </Stack>
          {items.length >= MAX_ITEMS[kind] && kind !== "header" && (
            <Typography variant="body2" color="text.secondary">
              {MENU_TITLES[kind]} is full: remove a link to add another.
            </Typography>
          )}
        </Stack>
      </Box>
      <MenuPreview header={withoutKeys(menus.header)} quickLinks={asLinks(menus["quick-links"])} legal={asLinks(menus.legal)} />
      {editing && (
        <ItemDialog
          kind={kind}
          editing={editing}
          onClose={() => setEditing(null)}
          onDone={(item) => {
            setEditing(null);
            change(editing.path ? replaceAt(items, editing.path, item) : append(items, editing.parent, item), {
              key: item.key,
              action: "edit",
            });
          }}
        />
      )}
    </Stack>
  );
}

/** Adds or edits one item: its name and link, and for the header its style fields (docs/behaviour.md#menu-item). */
function ItemDialog({
  kind,
  editing,
  onClose,
  onDone,
}: {
  kind: MenuKind;
  editing: Editing;
  onClose: () => void;
  onDone: (item: Item) => void;
}) {
  const [fields, setFields] = useState<Record<string, string>>(() => ({
    name: editing.item.name,
    url: editing.item.url,
    ...Object.fromEntries(STYLE_FIELDS.map((field) => [field, editing.item[field] ?? ""])),
  }));
  const [underline, setUnderline] = useState(editing.item.style === "underline");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const adding = editing.path === null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = kind === "header" ? { ...fields, ...(underline ? { style: "underline" } : {}) } : { name: fields.name, url: fields.url };
    const checked = kind === "header" ? headerItemSchema.safeParse(input) : footerLinkSchema.safeParse(input);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    onDone({ ...checked.data, key: editing.item.key, children: editing.item.children });
  }

  const field = (name: string, label: string, helper?: string) => (
    <TextField
      key={name}
      label={label}
      name={name}
      value={fields[name] ?? ""}
      onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? helper}
      fullWidth
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="menu-item-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="menu-item-title">{adding ? `Add an item to ${MENU_TITLES[kind]}` : `Edit ${editing.item.name}`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field("name", "Name")}
            {field("url", "Link", 'A page of this site, e.g. "/about", or a full address, e.g. "https://example.com".')}
            {kind === "header" && (
              <>
                {field("font_family", "Font (optional)", 'e.g. "Georgia, serif"')}
                {field("font_size", "Size (optional)", 'Pixels or a CSS size, e.g. "16" or "1.1rem"')}
                {field("font_weight", "Weight (optional)", "normal, bold or 100 to 900")}
                {field("color", "Colour (optional)", 'e.g. "#c2410c"')}
                <FormControlLabel
                  control={<Checkbox checked={underline} onChange={(event) => setUnderline(event.target.checked)} />}
                  label="Underline"
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            {adding ? "Add" : "Done"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
