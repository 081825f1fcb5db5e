"use server";

import { REQUESTABLE_SERVICES } from "@wire/domain";
import { revalidatePath } from "next/cache";
import { currentSession } from "../auth/session";
import { accountClient } from "../data/account";
import { logger } from "../http/logger";

/**
 * Asks for access to an application from its dashboard tile; the tile then
 * shows the request as pending until an administrator decides. Protected
 * against cross-site requests by Next's origin check for server actions.
 */
export async function requestAccess(form: FormData): Promise<void> {
  const service = REQUESTABLE_SERVICES.find((s) => s === form.get("service"));
  const session = await currentSession();
  if (!service || !session) return;
  const client = accountClient(session);
  const result = await client.requestAccess(service).catch((error: Error) => {
    logger.error(`[dashboard] access request failed: ${error.message}`);
    return null;
  });
  if (result?.ok) revalidatePath("/[locale]/portal", "page");
}

/**
 * `requestAccess` as a form's action state (`useActionState`), so the tile's form can name its
 * page as where it posts without script: React writes `action=""` for a bare server action,
 * which HTML does not allow (issue 43).
 */
export async function requestAccessFromTile(_previous: null, form: FormData): Promise<null> {
  await requestAccess(form);
  return null;
}
