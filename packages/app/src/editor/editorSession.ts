import { cookies } from "next/headers";
import { editorCookieName, hasEditorAccess } from "../auth/editorAccess";
import { appConfig } from "../config";

// Apart from editorAccess.ts, which tests and benchmarks import outside Next (no next/headers there).
/** Whether this request's cookies hold a valid editor grant (server components, actions). */
export async function editorAccess(): Promise<boolean> {
  const config = appConfig();
  return hasEditorAccess((await cookies()).get(editorCookieName(config))?.value, config);
}
