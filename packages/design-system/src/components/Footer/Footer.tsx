import type { ReactNode } from "react";
import { Link } from "../Link/Link";
import * as styles from "./Footer.css";

export interface FooterLink {
  title: string;
  href: string;
}

export interface FooterProps {
  /** Accessible name of the footer navigation, e.g. "Footer". */
  label: string;
  columns: readonly { title: string; links: readonly FooterLink[] }[];
  /** Imprint, privacy, terms… */
  legalLinks: readonly FooterLink[];
  /** e.g. "© 2026 WIRE Group". */
  copyright: string;
  /** A slot for social links or the country switcher. */
  extra?: ReactNode;
}

/** The site footer: link columns, legal links and copyright. */
export function Footer({ label, columns, legalLinks, copyright, extra }: FooterProps) {
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <nav aria-label={label} className={styles.columns}>
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} tone="inherit" className={styles.link}>
                      {link.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        {extra}
        <div className={styles.bottom}>
          <p>{copyright}</p>
          <ul className={styles.legal}>
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} tone="inherit" className={styles.link}>
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
