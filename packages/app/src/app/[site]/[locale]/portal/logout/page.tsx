import { Button, EmptyState, Link } from "@wire/design-system";
import type { Metadata } from "next";
import { LOGOUT_PATH } from "../../../../../auth/logoutPath";
import { PortalFrame } from "../../../../../portal/PortalFrame";
import { portalContext } from "../../../../../portal/portalContext";
import { portalMetadata } from "../../../../../portal/portalMetadata";

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "auth.logout.title");
}

/**
 * `/{locale}/portal/logout` (issue 20): asks before signing out. Opening this address signs
 * nobody out, so a link or image on another site cannot; the button posts to
 * `POST /api/auth/logout`, which checks that the request comes from this site.
 */
export default async function LogoutPage({ params }: Props) {
  const { locale } = await params;
  const context = await portalContext(locale, `/${locale}/portal/logout`);
  const { t } = context;
  return (
    <PortalFrame locale={locale} area="account" title={t("auth.logout.title")}>
      <EmptyState
        icon="info"
        title={t("auth.logout.title")}
        text={t("auth.logout.text")}
        action={
          <form method="post" action={LOGOUT_PATH}>
            <input type="hidden" name="locale" value={locale} />
            <Button type="submit">{t("auth.logout.submit")}</Button>{" "}
            <Link href={context.href("dashboard")}>{t("auth.logout.stay")}</Link>
          </form>
        }
      />
    </PortalFrame>
  );
}
