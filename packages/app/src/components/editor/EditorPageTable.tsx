"use client";

import {
  DataTable,
  type DataTableColumn,
  Link,
  Panel,
  StatusBadge,
  type StatusTone,
  Text,
} from "@wire/design-system";

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

/** One site's pages: a heading, their count and their table. */
export interface EditorPageGroup {
  site: string;
  /** E.g. "41 pages". */
  count: string;
  rows: readonly EditorPageRow[];
}

type Column = "title" | "type" | "publication" | "protection" | "languages" | "translation";

const badge = (value: { label: string; tone: StatusTone }) => (
  <StatusBadge label={value.label} tone={value.tone} />
);

/**
 * How each column shows: the title (with its path) is the card's title on a phone, the
 * translation state its status, the publication its date line; protection drops first.
 */
const LAYOUT: Record<Column, Omit<DataTableColumn<EditorPageRow>, "id" | "header">> = {
  title: {
    value: (row) => row.title,
    render: (row) => (
      <>
        <Link href={row.href}>{row.title}</Link>
        <br />
        {row.path}
      </>
    ),
    card: "title",
  },
  type: { value: (row) => row.type, priority: "medium", card: "id" },
  publication: {
    value: (row) => row.publication.label,
    render: (row) => badge(row.publication),
    nowrap: true,
    card: "date",
  },
  protection: { value: (row) => row.protection, priority: "low" },
  languages: { value: (row) => row.languages, card: "detail" },
  translation: {
    value: (row) => row.translation.label,
    render: (row) => badge(row.translation),
    nowrap: true,
    card: "status",
  },
};
const COLUMNS = Object.keys(LAYOUT) as Column[];

/**
 * The editor's pages, one table per site (a few hundred pages in one table were 5 700 px
 * long): each title opens the page's translation management. Each table is named
 * "{caption} – {site}", scrolls in its own box under a header that stays in view, and sorts
 * by title, type or state.
 */
export function EditorPageTable({
  groups,
  caption,
  emptyText,
  headers,
}: {
  groups: readonly EditorPageGroup[];
  caption: string;
  emptyText: string;
  headers: Record<Column, string>;
}) {
  if (groups.length === 0) return <Text>{emptyText}</Text>;
  return (
    <>
      {groups.map((group) => (
        <Panel key={group.site} title={group.site} description={group.count}>
          <DataTable
            caption={`${caption} – ${group.site}`}
            captionHidden
            emptyText={emptyText}
            rows={group.rows}
            stickyHeader={group.rows.length > 10}
            columns={COLUMNS.map((id) => ({
              id,
              header: headers[id],
              sortable: id === "title" || id === "type" || id === "translation",
              ...LAYOUT[id],
            }))}
          />
        </Panel>
      ))}
    </>
  );
}
