import { PageLink } from "@/components/ui/PageLink";
import { HeaderAccount } from "@/components/auth/HeaderAccount";
import { MarketTicker } from "@/components/market/MarketTicker";
import { Icon } from "@/components/ui/Icons";
import { SITE_NAME } from "@/lib/site";
import { DrawerNav } from "./DrawerNav";
import { HeaderNav } from "./HeaderNav";
import { MobileMenu } from "./MobileMenu";
import { NavDismiss } from "./NavDismiss";
import styles from "./header.module.css";
import ui from "@/components/ui/ui.module.css";

/** The header of every page: site name, navigation (inline or in the drawer), search, account, ticker. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <a href="#main-content" className={styles.skip}>
        Skip to content
      </a>
      <div className={styles.bar}>
        <div className={styles.menuSlot}>
          <MobileMenu navigation={<DrawerNav />} />
        </div>
        <PageLink href="/" className={styles.brand}>
          {SITE_NAME}
        </PageLink>
        <nav aria-label="Main" className={styles.nav}>
          <HeaderNav />
          <NavDismiss />
        </nav>
        <form role="search" action="/search" method="get" className={styles.search}>
          <label htmlFor="site-search" className={ui.visuallyHidden}>
            Search articles
          </label>
          <input id="site-search" name="q" type="search" placeholder="Search articles" autoComplete="off" enterKeyHint="search" />
          <button type="submit" aria-label="Search">
            <Icon name="search" />
          </button>
        </form>
        <div className={styles.account}>
          <HeaderAccount />
        </div>
      </div>
      <MarketTicker />
    </header>
  );
}
