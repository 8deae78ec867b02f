import { PageLink } from "@/components/ui/PageLink";
import { getMenus } from "@/lib/menus/service";
import { footerColumns, loadMenu, type NavLink } from "@/lib/menus/navigation";
import { Icon, type IconName } from "@/components/ui/Icons";
import { SITE_NAME, SITE_TAGLINE } from "@/lib/site";
import styles from "./footer.module.css";

const SOCIAL: { name: string; url: string; icon: IconName }[] = [
  { name: "X", url: "https://x.com/", icon: "x" },
  { name: "Facebook", url: "https://www.facebook.com/", icon: "facebook" },
  { name: "LinkedIn", url: "https://www.linkedin.com/", icon: "linkedin" },
  { name: "YouTube", url: "https://www.youtube.com/", icon: "youtube" },
];

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  const id = `footer-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={`${link.name}-${link.url}`}>
            <PageLink href={link.url}>{link.name}</PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer of every page (docs/behaviour.md#screens, #limits): About, Quick Links, Legal and the copyright line. */
export async function SiteFooter() {
  const menu = await loadMenu("footer", getMenus);
  const columns = footerColumns(menu.items);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            About
          </h2>
          <p className={styles.name}>{SITE_NAME}</p>
          <p className={styles.tagline}>{SITE_TAGLINE}</p>
          <ul className={styles.social}>
            {SOCIAL.map((network) => (
              <li key={network.name}>
                <a
                  href={network.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${SITE_NAME} on ${network.name} (opens in a new tab)`}
                >
                  <Icon name={network.icon} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <LinkColumn title="Quick Links" links={columns["quick-links"]} />
        <LinkColumn title="Legal" links={columns.legal} />
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
