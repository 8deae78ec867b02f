import { PageLink } from "@/components/ui/PageLink";
import { getMenus } from "@/lib/menus/service";
import { loadMenu, menuItemStyle } from "@/lib/menus/navigation";
import type { MenuItem } from "@/lib/menus/types";
import { Icon } from "@/components/ui/Icons";
import styles from "./drawer.module.css";

function DrawerItems({ items }: { items: MenuItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          {item.children.length === 0 ? (
            <PageLink href={item.url} style={menuItemStyle(item)}>
              {item.name}
            </PageLink>
          ) : (
            // Native disclosure: nested items expand without any script.
            <details>
              <summary style={menuItemStyle(item)}>
                {item.name}
                <Icon name="expand" />
              </summary>
              <DrawerItems
                items={
                  item.children.some((child) => child.url === item.url)
                    ? item.children
                    : [{ ...item, name: `All ${item.name}`, children: [] }, ...item.children]
                }
              />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The drawer's navigation with expandable nested items; 'Menu unavailable' when it cannot be read (docs/behaviour.md#states). */
export async function DrawerNav() {
  const menu = await loadMenu("header", getMenus);
  if (menu.status === "failed") return <p className={styles.status}>Menu unavailable</p>;
  return (
    <nav aria-label="Site menu" className={styles.nav}>
      <DrawerItems items={menu.items} />
    </nav>
  );
}
