import { UI_LANGUAGES } from "@wire/domain";
import { exportXliff, importXliff } from "../../../../../data/contentManagement";
import { editorJson, editorRoute, PAGE_ID } from "../../../../../editor/editorApi";

/** The largest XLIFF file taken (a page's texts are a few kilobytes). */
const MAX_BYTES = 2 * 1024 * 1024;

type Params = { params: Promise<{ pageId: string }> };

/**
 * `GET /api/translation/xliff/{pageId}?target=de`: the page's source texts
 * as an XLIFF 2.0 file for a translator (started translations only need it
 * once per target). Needs the editor cookie.
 */
export async function GET(request: Request, { params }: Params) {
  const { pageId } = await params;
  return editorRoute(request, { changes: false }, async () => {
    const target = new URL(request.url).searchParams.get("target") ?? "";
    if (!PAGE_ID.test(pageId) || !(UI_LANGUAGES as readonly string[]).includes(target)) {
      return editorJson({ error: "Invalid page id or target language." }, 400);
    }
    const file = await exportXliff(pageId, target);
    if (!file.ok) {
      const body = (await file.json().catch(() => null)) as { error?: string } | null;
      return editorJson(
        { error: body?.error ?? "The export failed." },
        file.status < 500 ? file.status : 503,
      );
    }
    return new Response(file.body, {
      headers: {
        "content-type": file.headers.get("content-type") ?? "application/xliff+xml",
        "content-disposition":
          file.headers.get("content-disposition") ??
          `attachment; filename="${pageId}.${target}.xlf"`,
        "cache-control": "no-store",
      },
    });
  });
}

/**
 * `POST /api/translation/xliff/{pageId}` with a translated XLIFF file (the
 * body, or a form's `file`): the content service checks it against the page
 * and writes the target language's texts as a DRAFT; a refused file answers
 * 400 with the service's message and line, and nothing changes.
 */
export async function POST(request: Request, { params }: Params) {
  const { pageId } = await params;
  return editorRoute(request, { changes: true }, async () => {
    if (!PAGE_ID.test(pageId)) return editorJson({ error: "Invalid page id." }, 400);
    const length = Number(request.headers.get("content-length") ?? 0);
    if (length > MAX_BYTES) return editorJson({ error: "The file is larger than 2 MB." }, 413);
    const xliff = await xliffOf(request);
    if (xliff === null) return editorJson({ error: "Please choose an XLIFF file." }, 400);
    if (xliff.length > MAX_BYTES)
      return editorJson({ error: "The file is larger than 2 MB." }, 413);
    return editorJson(await importXliff(pageId, xliff));
  });
}

async function xliffOf(request: Request): Promise<string | null> {
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const file = (await request.formData().catch(() => null))?.get("file");
    return file instanceof File && file.size > 0 ? await file.text() : null;
  }
  const text = await request.text();
  return text.trim() ? text : null;
}
