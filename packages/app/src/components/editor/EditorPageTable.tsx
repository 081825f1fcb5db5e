"use client";

import { DataTable, Link, StatusBadge, type StatusTone } from "@wire/design-system";

/** One row of the editor's page list, already in the reader's words. */
export interface EditorPageRow {
  id: string;
  href: string;
  title: string;
  path: string;
  site: string;
  type: string;
  publication: { label: string; tone: StatusTone };
  protection: string;
  languages: string;
  translation: { label: string; tone: StatusTone };
}

type Column =
  | "title"
  | "site"
  | "type"
  | "publication"
  | "protection"
  | "languages"
  | "translation";
const COLUMNS: readonly Column[] = [
  "title",
  "site",
  "type",
  "publication",
  "protection",
  "languages",
  "translation",
];

/** The editor's pages: each title opens the page's translation management. */
export function EditorPageTable({
  rows,
  caption,
  emptyText,
  headers,
}: {
  rows: readonly EditorPageRow[];
  caption: string;
  emptyText: string;
  headers: Record<Column, string>;
}) {
  const badge = (value: { label: string; tone: StatusTone }) => (
    <StatusBadge label={value.label} tone={value.tone} />
  );
  return (
    <DataTable
      caption={caption}
      emptyText={emptyText}
      rows={rows}
      columns={COLUMNS.map((id) => ({
        id,
        header: headers[id],
        value: (row: EditorPageRow) => {
          const value = row[id];
          return typeof value === "string" ? value : value.label;
        },
        ...(id === "title"
          ? {
              render: (row: EditorPageRow) => (
                <>
                  <Link href={row.href}>{row.title}</Link>
                  <br />
                  {row.path}
                </>
              ),
            }
          : id === "publication"
            ? { render: (row: EditorPageRow) => badge(row.publication) }
            : id === "translation"
              ? { render: (row: EditorPageRow) => badge(row.translation) }
              : {}),
      }))}
    />
  );
}
