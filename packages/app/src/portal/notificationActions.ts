"use server";

import { refresh } from "next/cache";
import { currentSession } from "../auth/session";
import { sisClient } from "../data/sis";

/** "Mark all as read" of the notification bell. */
export async function markAllNotificationsRead(): Promise<void> {
  const session = await currentSession();
  if (!session) return;
  await sisClient(session)
    .markAllNotificationsRead()
    .catch((error: Error) => console.error(`[notifications] ${error.message}`));
  refresh();
}
