"use client";

import { Button, FileField, FlashMessage } from "@wire/design-system";
import { useActionState } from "react";
import type { XliffImportState } from "../../editor/editorActions";

type Action = (previous: XliffImportState, form: FormData) => Promise<XliffImportState>;

/**
 * Imports a translated XLIFF file for a page: the content service checks it
 * against the page and refuses a malformed or mismatched file with the line
 * it stopped at; nothing changes then.
 */
export function XliffImportForm({
  action,
  locale,
  pageId,
  texts,
}: {
  action: Action;
  locale: string;
  pageId: string;
  texts: { file: string; import: string; hide: string };
}) {
  const [state, submit, pending] = useActionState(action, { status: "idle" });
  return (
    <form action={submit}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="pageId" value={pageId} />
      {state.message ? (
        <FlashMessage
          type={state.status === "imported" ? "success" : "error"}
          text={state.message}
          hideButtonText={texts.hide}
          static
        />
      ) : null}
      <FileField label={texts.file} name="file" accept=".xlf,.xliff,.xml" isRequired />
      <Button type="submit" isLoading={pending}>
        {texts.import}
      </Button>
    </form>
  );
}
