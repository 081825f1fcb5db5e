import { Button, FlashMessage, Link, PortalShell } from "@wire/design-system";
import type { ReactNode } from "react";
import type { Translator } from "../i18n/serverTranslator";
import { editorLogoutAction } from "./editorActions";
import { editorHref } from "./editorHref";

/** An editor page in the portal's shell: the pages list as its navigation, and a sign-out. */
export function EditorFrame({
  locale,
  t,
  title,
  top,
  children,
}: {
  locale: string;
  t: Translator;
  title: string;
  top?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PortalShell
      navigationLabel={t("editor.navigation")}
      navigation={[
        { id: "pages", title: t("editor.pages"), href: editorHref(locale), icon: "home" },
      ]}
      currentId="pages"
      title={title}
      top={
        <>
          <form action={editorLogoutAction}>
            <input type="hidden" name="locale" value={locale} />
            <Button type="submit" variant="secondary">
              {t("editor.logout")}
            </Button>
          </form>
          {top}
        </>
      }
    >
      {children}
    </PortalShell>
  );
}

/** The editor page shown when the content service does not answer, with the way back. */
export function EditorUnavailable({ locale, t }: { locale: string; t: Translator }) {
  return (
    <EditorFrame locale={locale} t={t} title={t("editor.title")}>
      <FlashMessage
        type="error"
        text={t("editor.unavailable")}
        hideButtonText={t("flashMessage.hideButtonText")}
        static
      />
      <Link href={editorHref(locale)}>{t("editor.translation.back")}</Link>
    </EditorFrame>
  );
}
