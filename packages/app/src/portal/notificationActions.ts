"use server";

import { refresh } from "next/cache";
import { currentSession } from "../auth/session";
import { sisClient } from "../data/sis";
import { logger } from "../http/logger";

/** "Mark all as read" of the notification bell. */
export async function markAllNotificationsRead(): Promise<void> {
  const session = await currentSession();
  if (!session) return;
  await sisClient(session)
    .markAllNotificationsRead()
    .catch((error: Error) => logger.error(`[notifications] ${error.message}`));
  refresh();
}
