import { Link } from "../Link/Link";
import * as styles from "./BrandLogo.css";

export interface BrandLogoProps {
  /** The company's name: shown beside the mark, and the link's name. */
  name: string;
  /** Where the logo leads, usually the site's or the portal's home. */
  href: string;
}

/**
 * The group's logo for the Header's `logo` slot: its mark (a W drawn as a wire, in the theme's
 * accent colour) and the company's name, linking home; on phones the mark alone (the name still
 * names the link). Renders on the server.
 */
export function BrandLogo({ name, href }: BrandLogoProps) {
  return (
    <Link href={href} tone="neutral" standalone className={styles.root}>
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="12" className={styles.markTile} />
        <path d="M12 18l9 28 11-22 11 22 9-28" className={styles.markWire} />
      </svg>
      <span className={styles.name}>{name}</span>
    </Link>
  );
}
