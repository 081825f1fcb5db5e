import { redirect } from "next/navigation";
import { currentSession } from "./session";
import type { Session } from "./sessionStore";

/**
 * The session of a protected page, checked on the server before anything
 * renders; without one the visitor goes to sign in and comes back to
 * `returnTo` (the page's own path).
 */
export async function requireSession(locale: string, returnTo: string): Promise<Session> {
  const session = await currentSession();
  if (session) return session;
  redirect(`/${locale}/sign-in?${new URLSearchParams({ returnTo })}`);
}
