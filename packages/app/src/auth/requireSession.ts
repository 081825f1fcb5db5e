import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { ORIGINAL_PATH_HEADER } from "../routing/requestHeaders";
import { currentSession } from "./session";
import type { Session } from "./sessionStore";

/**
 * The session of a protected page, checked on the server before anything
 * renders; without one the visitor goes to sign in and comes back here.
 */
export async function requireSession(locale: string): Promise<Session> {
  const session = await currentSession();
  if (session) return session;
  const path = (await headers()).get(ORIGINAL_PATH_HEADER) ?? `/${locale}/portal`;
  redirect(`/${locale}/sign-in?${new URLSearchParams({ returnTo: path })}`);
}
