import type { ReactNode } from "react";
import { Icon } from "../../components/Icon/Icon";
import type { IconName } from "../../components/Icon/iconPaths";
import { Link } from "../../components/Link/Link";
import { Heading } from "../../components/Typography/Heading";
import { cx } from "../../private/cx";
import * as styles from "./PortalShell.css";

export interface PortalNavItem {
  id: string;
  title: string;
  href: string;
  icon: IconName;
}

export interface PortalShellProps {
  /** Accessible name of the portal navigation, e.g. "Portal". */
  navigationLabel: string;
  /**
   * Only the items the user may see; the app filters them with @wire/domain rules. Empty for an
   * area of one page (the editor's list): no navigation is drawn, and the page takes its width.
   */
  navigation: readonly PortalNavItem[];
  /** The id of the current item. */
  currentId?: string;
  title: string;
  /** Above the content, e.g. a FlashMessage or a Breadcrumb. */
  top?: ReactNode;
  children?: ReactNode;
}

/** The layout of the customer portal: navigation beside (desktop) or above (mobile) the content. */
export function PortalShell({
  navigationLabel,
  navigation,
  currentId,
  title,
  top,
  children,
}: PortalShellProps) {
  const hasNavigation = navigation.length > 0;
  return (
    <div className={cx(styles.root, hasNavigation && styles.withSidebar)}>
      {hasNavigation && (
        <nav aria-label={navigationLabel} className={styles.sidebar}>
          <ul className={styles.navList}>
            {navigation.map((item) => (
              <li key={item.id}>
                <Link
                  href={item.href}
                  tone="neutral"
                  className={styles.navLink}
                  aria-current={item.id === currentId ? "page" : undefined}
                >
                  <Icon name={item.icon} size={16} />
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        {top}
        <Heading level={1} size={2}>
          {title}
        </Heading>
        {children}
      </main>
    </div>
  );
}
