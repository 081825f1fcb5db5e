"use client";

import { type ReactNode, useId, useMemo, useState } from "react";
import { Icon } from "../../components/Icon/Icon";
import { SearchInput } from "../../components/SearchInput/SearchInput";
import { cx } from "../../private/cx";
import * as styles from "./DataTable.css";

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  /** The cell's content; defaults to the value. */
  render?: (row: Row) => ReactNode;
  /** The value used to sort and filter. */
  value: (row: Row) => string | number;
  sortable?: boolean;
  /** Right-align numbers. */
  align?: "start" | "end";
}

export interface DataTableProps<Row extends { id: string }> {
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** Shows a text filter with this label, e.g. "Filter machines". */
  filterLabel?: string;
  /** Shown when no row matches, e.g. "No results". */
  emptyText: string;
  /** The sort order before the user picks one. */
  initialSort?: { columnId: string; direction: "ascending" | "descending" };
}

/** A table with sortable columns (aria-sort) and an optional text filter over all columns. */
export function DataTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  filterLabel,
  emptyText,
  initialSort,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState(initialSort);
  const [filter, setFilter] = useState("");
  const captionId = useId();

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
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.columnId === column.id ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={column.sortable ? (direction ?? "none") : undefined}
                    className={cx(styles.th, column.align === "end" && styles.alignEnd)}
                  >
                    {column.sortable ? (
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
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={styles.empty}>
                  {emptyText}
                </td>
              </tr>
            ) : (
              visible.map((row) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={cx(styles.td, column.align === "end" && styles.alignEnd)}
                    >
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
