"use client";

import { Button } from "../Button/Button";
import * as styles from "./Pagination.css";

export interface LoadMoreProps {
  /** e.g. "Load more". */
  buttonText: string;
  /** e.g. "Showing 10 of 42", announced politely after loading. */
  status: string;
  hasMore: boolean;
  isLoading?: boolean;
  loadingLabel: string;
  onLoadMore: () => void;
}

/** "Load more" under a list (the news feed loads 10 at a time), with a live status line. */
export function LoadMore({
  buttonText,
  status,
  hasMore,
  isLoading = false,
  loadingLabel,
  onLoadMore,
}: LoadMoreProps) {
  return (
    <div className={styles.loadMore}>
      <p className={styles.status} aria-live="polite">
        {status}
      </p>
      {hasMore ? (
        <Button
          variant="secondary"
          isLoading={isLoading}
          loadingLabel={loadingLabel}
          onPress={onLoadMore}
        >
          {buttonText}
        </Button>
      ) : null}
    </div>
  );
}
