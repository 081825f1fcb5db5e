import { BrandLogo, Button, FlashMessage, Header, Link, PortalShell } from "@wire/design-system";
import type { ReactNode } from "react";
import { appConfig } from "../config";
import type { Translator } from "../i18n/serverTranslator";
import { editorLogoutAction } from "./editorActions";
import { editorHref } from "./editorHref";

/**
 * An editor page under the editor area's header (the group's logo, leading to the site, and
 * the sign-out), in the portal's shell without its side navigation.
 */
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
    <>
      <Header
        logo={<BrandLogo href={`/${locale}`} name={appConfig().COMPANY_NAME} />}
        navigation={[]}
        labels={{
          navigation: t("header.mainNavigation"),
          openMenu: t("header.openMenu"),
          closeMenu: t("header.closeMenu"),
          search: t("search.fieldLabel"),
        }}
        actions={
          <form action={editorLogoutAction}>
            <input type="hidden" name="locale" value={locale} />
            <Button type="submit" variant="secondary">
              {t("editor.logout")}
            </Button>
          </form>
        }
      />
      {/* The area is its page list; a page's own view links back to it. A side navigation of
          one item took a fifth of the width the list's seven columns need. */}
      <PortalShell navigationLabel={t("editor.navigation")} navigation={[]} title={title} top={top}>
        {children}
      </PortalShell>
    </>
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
