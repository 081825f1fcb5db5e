"use client";

import { type ReactNode, useId, useMemo, useState } from "react";
import { Icon } from "../../components/Icon/Icon";
import { Link } from "../../components/Link/Link";
import { SearchInput } from "../../components/SearchInput/SearchInput";
import { visuallyHidden } from "../../private/a11y.css";
import { cx } from "../../private/cx";
import * as styles from "./DataTable.css";

export type DataTableSortDirection = "ascending" | "descending";

/** Where a cell goes when its row becomes a card on a narrow screen. */
export type DataTableCardPlace = "id" | "title" | "status" | "detail" | "date";

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  /** The cell's content; defaults to the value. */
  render?: (row: Row) => ReactNode;
  /** The value used to sort and filter. */
  value: (row: Row) => string | number;
  /** Sorts the rows in the browser by this column's value. */
  sortable?: boolean;
  /**
   * Sorting done by the server (the list's URL): the header is a link to the list sorted by this
   * column, and `direction` says whether the list is sorted by it now.
   */
  sortLink?: { href: string; direction?: DataTableSortDirection };
  /** Right-align numbers. */
  align?: "start" | "end";
  /** Identifiers, dates, amounts: the cell never wraps. */
  nowrap?: boolean;
  /**
   * How much the column matters: `medium` columns drop when the table is narrower than 56rem,
   * `low` ones under 72rem. Default `high` (always shown in table layout).
   */
  priority?: "high" | "medium" | "low";
  /**
   * The cell's place on the card its row becomes when the table is 40rem or narrower: ID and
   * status on top, the title, then details and the key date, each after its header's words.
   * Cells without a place are left off the card. A table with no card places scrolls sideways.
   */
  card?: DataTableCardPlace;
}

export interface DataTableProps<Row extends { id: string }> {
  caption: string;
  /** Hides the caption visually (screen readers still name the table by it), e.g. when the page's heading already says it. */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** Shows a text filter with this label, e.g. "Filter machines". */
  filterLabel?: string;
  /** Shown when no row matches, e.g. "No results". */
  emptyText: string;
  /** The sort order before the user picks one. */
  initialSort?: { columnId: string; direction: DataTableSortDirection };
  /** For long lists: the table scrolls in its own box under a header that stays in view. */
  stickyHeader?: boolean;
}

const CARD_CELL: Record<DataTableCardPlace, string> = {
  id: styles.cardId,
  title: styles.cardTitle,
  status: styles.cardStatus,
  detail: styles.cardDetail,
  date: styles.cardDate,
};

const PRIORITY = {
  high: undefined,
  medium: styles.priorityMedium,
  low: styles.priorityLow,
} as const;

/** A labelled card line with no value ("Your reference:" and nothing) is left off the card. */
function emptyOnCard<Row>(column: DataTableColumn<Row>, row: Row): boolean {
  return (
    (column.card === "detail" || column.card === "date") && String(column.value(row)).trim() === ""
  );
}

function SortIcon({ direction }: { direction: DataTableSortDirection | undefined }) {
  return (
    <Icon
      name={
        direction === "ascending"
          ? "chevronUp"
          : direction === "descending"
            ? "chevronDown"
            : "sort"
      }
      size={16}
    />
  );
}

/**
 * The data table of every list: sortable columns (aria-sort) in the browser or by the server's
 * links, an optional text filter, identifiers and dates that never wrap, columns that drop by
 * priority as the table narrows, and rows that become cards (ID, status, title, key date) when it
 * is as narrow as a phone, so nothing scrolls sideways.
 */
export function DataTable<Row extends { id: string }>({
  caption,
  captionHidden = false,
  columns,
  rows,
  filterLabel,
  emptyText,
  initialSort,
  stickyHeader = false,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState(initialSort);
  const [filter, setFilter] = useState("");
  const captionId = useId();
  const withCards = columns.some((column) => column.card);

  const visible = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    const filtered = needle
      ? rows.filter((row) =>
          columns.some((column) => String(column.value(row)).toLocaleLowerCase().includes(needle)),
        )
      : [...rows];
    const column = sort && columns.find((candidate) => candidate.id === sort.columnId);
    if (!column || !sort) return filtered;
    const factor = sort.direction === "ascending" ? 1 : -1;
    return filtered.sort((a, b) => {
      const left = column.value(a);
      const right = column.value(b);
      const order =
        typeof left === "number" && typeof right === "number"
          ? left - right
          : String(left).localeCompare(String(right), undefined, { numeric: true });
      return order * factor;
    });
  }, [rows, columns, filter, sort]);

  const cellClass = (column: DataTableColumn<Row>) =>
    cx(
      column.align === "end" && styles.alignEnd,
      column.nowrap && styles.nowrap,
      PRIORITY[column.priority ?? "high"],
    );

  return (
    <div className={styles.root}>
      {filterLabel ? (
        <div className={styles.toolbar}>
          <SearchInput
            label={filterLabel}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
      ) : null}
      <section
        className={cx(styles.scroller, stickyHeader && styles.stickyScroller)}
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
      >
        <table className={cx(styles.tableElement, withCards && styles.cardTable)}>
          <caption id={captionId} className={captionHidden ? visuallyHidden : styles.caption}>
            {caption}
          </caption>
          <thead className={cx(withCards && styles.cardHead)}>
            <tr>
              {columns.map((column) => {
                const direction = column.sortLink
                  ? column.sortLink.direction
                  : sort?.columnId === column.id
                    ? sort.direction
                    : undefined;
                const sorts = column.sortable || column.sortLink;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={sorts ? (direction ?? "none") : undefined}
                    className={cx(styles.th, stickyHeader && styles.stickyTh, cellClass(column))}
                  >
                    {column.sortLink ? (
                      <Link href={column.sortLink.href} standalone className={styles.sortButton}>
                        {column.header}
                        <SortIcon direction={direction} />
                      </Link>
                    ) : column.sortable ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() =>
                          setSort({
                            columnId: column.id,
                            direction: direction === "ascending" ? "descending" : "ascending",
                          })
                        }
                      >
                        {column.header}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={cx(withCards && styles.cardBody)}>
            {visible.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={cx(styles.empty, styles.cardEmpty)}>
                  {emptyText}
                </td>
              </tr>
            ) : (
              visible.map((row) => (
                <tr key={row.id} className={cx(withCards && styles.cardRow)}>
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={cx(
                        styles.td,
                        cellClass(column),
                        withCards &&
                          (column.card && !emptyOnCard(column, row)
                            ? CARD_CELL[column.card]
                            : styles.cardHidden),
                      )}
                    >
                      {column.card === "date" || column.card === "detail" ? (
                        <span className={styles.cardLabel}>{column.header}: </span>
                      ) : null}
                      {column.render ? column.render(row) : column.value(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
}
