"use client";

import { DataTable, Link, StatusBadge, type StatusTone } from "@wire/design-system";

/** One target language of a page's translation, already in the reader's words. */
export interface TranslationTargetRow {
  id: string;
  language: string;
  state: { label: string; tone: StatusTone };
  exportedAt: string;
  importedAt: string;
  download: { href: string; label: string };
  preview: { href: string; label: string };
}

/** A page's target languages: state, exported and imported time, the XLIFF file and the draft. */
export function TranslationTargetTable({
  rows,
  caption,
  emptyText,
  headers,
}: {
  rows: readonly TranslationTargetRow[];
  caption: string;
  emptyText: string;
  headers: Record<"language" | "state" | "exportedAt" | "importedAt" | "files", string>;
}) {
  return (
    <DataTable
      caption={caption}
      emptyText={emptyText}
      rows={rows}
      columns={[
        { id: "language", header: headers.language, value: (row) => row.language },
        {
          id: "state",
          header: headers.state,
          value: (row) => row.state.label,
          render: (row) => <StatusBadge label={row.state.label} tone={row.state.tone} />,
        },
        { id: "exportedAt", header: headers.exportedAt, value: (row) => row.exportedAt },
        { id: "importedAt", header: headers.importedAt, value: (row) => row.importedAt },
        {
          id: "files",
          header: headers.files,
          value: (row) => row.language,
          render: (row) => (
            <>
              <Link href={row.download.href}>{row.download.label}</Link>
              <br />
              <Link href={row.preview.href}>{row.preview.label}</Link>
            </>
          ),
        },
      ]}
    />
  );
}
