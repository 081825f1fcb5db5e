import type { IconName } from "@wire/design-system";
import { PORTAL_AREAS, PORTAL_SEGMENT, type ServiceStatuses } from "@wire/domain";

/**
 * The applications of the dashboard, in display order, with where each
 * opens: an area of this portal, or the application's own site.
 */
export const DASHBOARD_APPLICATIONS = [
  {
    service: "komaxDirect",
    messageKey: "wireDirect",
    icon: "cart",
    href: () => "https://direct.wire.example",
  },
  {
    service: "serviceTicketing",
    messageKey: "serviceTicketing",
    icon: "mail",
    href: (l: string) => portalHref(l, PORTAL_AREAS.tickets),
  },
  {
    service: "inventory",
    messageKey: "inventory",
    icon: "filter",
    href: (l: string) => portalHref(l, PORTAL_AREAS.inventory),
  },
  {
    service: "delegatedAdmin",
    messageKey: "delegatedAdmin",
    icon: "user",
    href: (l: string) => portalHref(l, PORTAL_AREAS.userAdmin),
  },
  {
    service: "artemis",
    messageKey: "artemis",
    icon: "compare",
    href: () => "https://artemis.wire.example",
  },
  {
    service: "mfpWireMaster",
    messageKey: "wireMaster",
    icon: "download",
    href: (l: string) => portalHref(l, PORTAL_AREAS.wireFlow),
  },
  {
    service: "mfpMasterData",
    messageKey: "masterData",
    icon: "file",
    href: (l: string) => portalHref(l, PORTAL_AREAS.wireFlow),
  },
  {
    service: "kampus",
    messageKey: "kampus",
    icon: "play",
    href: () => "https://kampus.wire.example",
  },
  {
    service: "productInformation",
    messageKey: "productInformation",
    icon: "info",
    href: (l: string) => portalHref(l, PORTAL_AREAS.productInformation),
  },
] as const satisfies readonly {
  service: keyof ServiceStatuses;
  messageKey: string;
  icon: IconName;
  href: (locale: string) => string;
}[];

/** A path under `/{locale}/{portal}`. */
export function portalHref(locale: string, area: string): string {
  return `/${locale}/${PORTAL_SEGMENT}${area ? `/${area}` : ""}`;
}
