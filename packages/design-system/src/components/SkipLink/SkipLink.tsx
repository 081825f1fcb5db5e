import * as styles from "./SkipLink.css";

export interface SkipLinkProps {
  /** The id of the main content, without `#`. @default "main" */
  targetId?: string;
  /** e.g. "Skip to content". */
  children: string;
}

/** The first focusable element of a page: jumps past the header to the content. */
export function SkipLink({ targetId = "main", children }: SkipLinkProps) {
  return (
    <a href={`#${targetId}`} className={styles.root}>
      {children}
    </a>
  );
}
