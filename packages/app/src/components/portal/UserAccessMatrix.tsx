"use client";

import {
  DataTable,
  type DataTableColumn,
  FormStack,
  StatusBadge,
  type StatusTone,
} from "@wire/design-system";
import type { ReactNode } from "react";

/** One application's access of a user, already in the reader's words, with its actions. */
export interface UserAccessRow {
  id: string;
  application: string;
  status: { label: string; tone: StatusTone };
  role: string;
  requested: string;
  inviteExpires: string;
  updated: string;
  /** The actions the state allows that add or change access ("Accept request", "Resend invitation"). */
  actions: ReactNode;
  /** Those that take it away ("Decline", "Withdraw"), each asking first: after the others. */
  destructive: ReactNode;
}

export type UserAccessColumn = Exclude<keyof UserAccessRow, "id" | "destructive">;

/**
 * A user's application access as one table (issue 42): each application with its state, role,
 * dates and the actions its state allows, the constructive ones first and those that take
 * access away after them. On a phone each row is a card: application and state on top.
 */
export function UserAccessMatrix({
  caption,
  emptyText,
  headers,
  rows,
}: {
  caption: string;
  emptyText: string;
  headers: Record<UserAccessColumn, string>;
  rows: readonly UserAccessRow[];
}) {
  const columns: DataTableColumn<UserAccessRow>[] = [
    { id: "application", header: headers.application, value: (r) => r.application, card: "id" },
    {
      id: "status",
      header: headers.status,
      value: (r) => r.status.label,
      render: (r) => <StatusBadge label={r.status.label} tone={r.status.tone} />,
      nowrap: true,
      card: "status",
    },
    { id: "role", header: headers.role, value: (r) => r.role, priority: "medium" },
    {
      id: "requested",
      header: headers.requested,
      value: (r) => r.requested,
      priority: "low",
      card: "detail",
    },
    {
      id: "inviteExpires",
      header: headers.inviteExpires,
      value: (r) => r.inviteExpires,
      priority: "low",
      nowrap: true,
      card: "detail",
    },
    {
      id: "updated",
      header: headers.updated,
      value: (r) => r.updated,
      priority: "low",
      nowrap: true,
      card: "date",
    },
    {
      id: "actions",
      header: headers.actions,
      value: () => "",
      render: (r) =>
        r.actions || r.destructive ? (
          <FormStack
            actions={
              <>
                {r.actions}
                {r.destructive}
              </>
            }
          >
            {null}
          </FormStack>
        ) : null,
      card: "title",
    },
  ];
  return (
    <DataTable
      caption={caption}
      captionHidden
      columns={columns}
      rows={rows}
      emptyText={emptyText}
    />
  );
}
