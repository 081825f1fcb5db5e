import { deriveServiceStatuses, PORTAL_AREAS, type PortalArea, portalAreas } from "@wire/domain";
import { cache } from "react";
import { requireSession } from "../auth/requireSession";
import { sessionUser } from "../auth/session";
import { appConfig } from "../config";
import { sisClient } from "../data/sis";
import { languageOf } from "../i18n/languageOf";
import { serverTranslator } from "../i18n/serverTranslator";
import { portalHref } from "./applications";
import { readerDisplayLocale } from "./readerDisplayLocale";

/**
 * What every portal page starts from: the signed-in session (else to sign-in,
 * back to `path`), the user, the areas their roles open, the translator and
 * the SIS client. Built once per request.
 */
export const portalContext = cache(async (locale: string, path: string) => {
  const session = await requireSession(locale, path);
  const user = sessionUser(session);
  const language = languageOf(locale) ?? "en";
  const areas = portalAreas(deriveServiceStatuses(user.roles, appConfig().ROLE_PREFIX));
  return {
    session,
    user,
    language,
    /** The locale numbers, prices and dates are written in (the language with the user's country). */
    displayLocale: readerDisplayLocale(session, language),
    locale,
    areas,
    t: serverTranslator(language),
    sis: sisClient(session),
    href: (area: keyof typeof PORTAL_AREAS | string, ...rest: string[]) =>
      [
        portalHref(locale, area in PORTAL_AREAS ? PORTAL_AREAS[area as PortalArea] : area),
        ...rest,
      ].join("/"),
  };
});

export type PortalContext = Awaited<ReturnType<typeof portalContext>>;
