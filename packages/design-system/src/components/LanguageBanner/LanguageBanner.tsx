"use client";

import { Icon } from "../Icon/Icon";
import { IconButton } from "../IconButton/IconButton";
import { Link } from "../Link/Link";
import * as styles from "./LanguageBanner.css";

export interface LanguageBannerProps {
  /** e.g. "This page is also available in German." — written in the suggested language. */
  text: string;
  /** e.g. "Switch to German". */
  switchText: string;
  /** The same page in the suggested locale. */
  href: string;
  /** The BCP 47 language of `text` and `switchText`, so screen readers pronounce them right. */
  lang: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  onClose: () => void;
}

/** Suggests the visitor's language when the page is shown in another one. */
export function LanguageBanner({
  text,
  switchText,
  href,
  lang,
  closeLabel,
  onClose,
}: LanguageBannerProps) {
  return (
    <section className={styles.root} aria-label={switchText} lang={lang}>
      <p className={styles.text}>
        <Icon name="globe" />
        {text}
      </p>
      <div className={styles.actions}>
        <Link href={href} className={styles.switchLink} hrefLang={lang}>
          {switchText}
        </Link>
        <IconButton icon="close" label={closeLabel} onPress={onClose} className={styles.close} />
      </div>
    </section>
  );
}
