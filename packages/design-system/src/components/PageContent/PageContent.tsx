import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "../../private/cx";
import * as styles from "./PageContent.css";

export interface PageContentProps extends HTMLAttributes<HTMLElement> {
  /** The page's modules, breadcrumb first if there is one. */
  children?: ReactNode;
}

/**
 * The page's `<main>`: its modules in the content column (at most the large content width,
 * centred, with the gutter at the viewport's edges). Give it `id="main"` and `tabIndex={-1}`
 * for the SkipLink.
 */
export function PageContent({ className, children, ...props }: PageContentProps) {
  return (
    <main {...props} className={cx(styles.root, className)}>
      {children}
    </main>
  );
}
