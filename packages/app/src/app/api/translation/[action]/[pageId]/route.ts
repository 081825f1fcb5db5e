import {
  getTranslation,
  resetTranslation,
  startTranslation,
} from "../../../../../data/contentManagement";
import { editorJson, editorRoute, PAGE_ID } from "../../../../../editor/editorApi";

const ACTIONS = {
  state: { changes: false, run: getTranslation },
  start: { changes: true, run: startTranslation },
  reset: { changes: true, run: resetTranslation },
} as const;

/**
 * The editor's translation calls (spec section 7):
 * `GET /api/translation/state/{pageId}` answers `targetLanguages`;
 * `GET /api/translation/start/{pageId}` and `/reset/{pageId}` answer
 * `sourceLanguage` and `targetLanguages`. All need the editor cookie (401
 * without); the content service records the jobs, so they survive restarts.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ action: string; pageId: string }> },
) {
  const { action, pageId } = await params;
  // An own property only: `constructor` or `__proto__` read through the prototype answered 503.
  const entry = Object.hasOwn(ACTIONS, action)
    ? ACTIONS[action as keyof typeof ACTIONS]
    : undefined;
  if (!entry) return editorJson({ error: `Unknown translation action: ${action}` }, 404);
  return editorRoute(request, { changes: entry.changes }, async () => {
    if (!PAGE_ID.test(pageId)) return editorJson({ error: "Invalid page id." }, 400);
    const translation = await entry.run(pageId);
    return editorJson(
      action === "state"
        ? { pageId, state: translation.state, targetLanguages: translation.targetLanguages }
        : {
            pageId,
            state: translation.state,
            sourceLanguage: translation.sourceLanguage,
            targetLanguages: translation.targetLanguages,
          },
    );
  });
}
