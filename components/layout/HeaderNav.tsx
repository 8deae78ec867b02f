import { PageLink } from "@/components/ui/PageLink";
import { getMenus } from "@/lib/menus/service";
import { loadMenu, menuItemStyle } from "@/lib/menus/navigation";
import type { MenuItem } from "@/lib/menus/types";
import { Icon } from "@/components/ui/Icons";
import styles from "./header.module.css";

function DropdownItems({ items }: { items: MenuItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <PageLink href={item.url} style={menuItemStyle(item)} className={item.children.length ? styles.groupLink : undefined}>
            {item.name}
          </PageLink>
          {item.children.length > 0 && <DropdownItems items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

function NavEntry({ item }: { item: MenuItem }) {
  const style = menuItemStyle(item);
  if (item.children.length === 0) {
    return (
      <PageLink href={item.url} className={styles.navLink} style={style}>
        {item.name}
      </PageLink>
    );
  }
  const id = `nav-menu-${item.id}`;
  const anchor = { "--anchor": `--nav-anchor-${item.id}` } as React.CSSProperties;
  // The parent's own page is offered first in its dropdown, unless a child already links there.
  const overview = item.children.some((child) => child.url === item.url) ? [] : [{ ...item, name: `All ${item.name}`, children: [] }];
  return (
    <>
      <button type="button" popoverTarget={id} className={styles.navButton} style={{ ...style, ...anchor }}>
        {item.name}
        <Icon name="expand" />
      </button>
      <div id={id} popover="auto" className={styles.dropdown} style={anchor}>
        <DropdownItems items={[...overview, ...item.children]} />
      </div>
    </>
  );
}

/** The header's inline navigation (wide screens); the fallback menu when the menu cannot be read. */
export async function HeaderNav() {
  const menu = await loadMenu("header", getMenus);
  return (
    <ul className={styles.navList}>
      {menu.items.map((item) => (
        <li key={item.id}>
          <NavEntry item={item} />
        </li>
      ))}
    </ul>
  );
}
