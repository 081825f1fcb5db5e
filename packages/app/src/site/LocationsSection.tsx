import { FilterBar, LocationList, NativeSelect, SearchInput } from "@wire/design-system";
import {
  filterLocations,
  LOCATION_SERVICES,
  locationCountries,
  type RenderContext,
} from "@wire/domain";
import type { Location } from "@wire/graphql";
import { TalkToExpertLink } from "../components/overlays/TalkToExpertLink";
import { displayNames } from "../i18n/intlFormats";
import type { Translator } from "../i18n/serverTranslator";

interface Props {
  title: string | null;
  locations: readonly Location[];
  /** The UI language: it names the countries and services. */
  language: string;
  /** The page's own path: where the filters go and the reset link leads. */
  path: string;
  /** The site's contact page, where "Talk to an Expert" leads without script. */
  contactHref: string;
  /** The text search of the URL (`q`). */
  query: string | null;
  /** `country` and `service` of the URL. */
  filters: RenderContext["filters"];
  t: Translator;
}

/**
 * The contacts-and-locations list (issue 18): filtered on the server by the
 * URL's country, service and text search, so the GET form works without
 * script and a filtered list can be shared; each location offers "Talk to
 * an Expert".
 */
export function LocationsSection({
  title,
  locations,
  language,
  path,
  contactHref,
  query,
  filters,
  t,
}: Props) {
  const regions = displayNames(language, "region");
  const countryName = (code: string) => regions.of(code) ?? code;
  const shown = filterLocations(locations, { ...filters, query }, countryName);
  return (
    <LocationList
      {...(title ? { title } : {})}
      summary={t("contacts.resultCount", { count: shown.length })}
      servicesLabel={t("contacts.servicesOffered")}
      emptyText={t("contacts.empty")}
      filters={
        <FilterBar
          label={t("contacts.filterLabel")}
          submitLabel={t("common.filter")}
          action={path}
          resetHref={path}
          resetLabel={t("common.resetFilters")}
        >
          <SearchInput name="q" label={t("contacts.searchLabel")} defaultValue={query ?? ""} />
          <NativeSelect
            name="country"
            label={t("contacts.country")}
            defaultValue={filters.country?.toUpperCase() ?? "all"}
            items={[
              { id: "all", label: t("contacts.allCountries") },
              ...locationCountries(locations, countryName, language).map((code) => ({
                id: code,
                label: countryName(code),
              })),
            ]}
          />
          <NativeSelect
            name="service"
            label={t("contacts.service")}
            defaultValue={filters.service ?? "all"}
            items={[
              { id: "all", label: t("contacts.allServices") },
              ...LOCATION_SERVICES.map((service) => ({
                id: service,
                label: t(`contacts.services.${service}`),
              })),
            ]}
          />
        </FilterBar>
      }
      items={shown.map((location) => ({
        id: location.id,
        name: location.name,
        address: location.address,
        country: countryName(location.country),
        phone: location.phone,
        email: location.email,
        services: location.services.map((service) => t(`contacts.services.${service}`)),
        action: (
          <TalkToExpertLink href={contactHref}>{t("contactPanel.openButton")}</TalkToExpertLink>
        ),
      }))}
    />
  );
}
