import { Heading, Text } from "@wire/design-system";
import { UI_LANGUAGES } from "@wire/domain";
import { PublicForm } from "../components/lazy";
import { appConfig } from "../config";
import { PLAIN } from "../data/cache";
import { getCountries } from "../data/content";
import {
  CONTACT_LOCATIONS,
  FORM_DEFINITIONS,
  formFields,
  type OptionSource,
  type PublicFormKind,
  REQUESTED_SERVICES,
} from "../forms/formDefinitions";
import { outcomeTexts } from "../forms/outcomeTexts";
import { sendPublicForm } from "../forms/publicFormActions";
import { displayNames } from "../i18n/intlFormats";
import type { Translator } from "../i18n/serverTranslator";
import { validationTranslations } from "../i18n/translateMessage";

interface Props {
  kind: PublicFormKind;
  title: string;
  intro: string | null;
  /** The whitepaper's file (a path of this site's files). */
  document: string | null;
  language: string;
  locale: string;
  site: string;
  /** The page the form is on, recorded with the submission. */
  path: string;
  t: Translator;
}

/**
 * A form module placed by the content service (issue 18): its title and
 * introduction, and the form with every label, option and message in the
 * page's language. The page stays the same for every visitor (it can be
 * kept); what a visitor sends goes to the server action.
 */
export async function FormSection({
  kind,
  title,
  intro,
  document,
  language,
  locale,
  site,
  path,
  t,
}: Props) {
  const sections = FORM_DEFINITIONS[kind];
  const keys = new Set(
    sections.flatMap((section) => [
      ...(section.legend ? [section.legend] : []),
      ...section.fields.map((field) => field.label),
    ]),
  );
  const labels = Object.fromEntries([...keys].map((key) => [key, t(key as never)]));
  const options = await optionsOf(
    new Set(formFields(kind).flatMap((field) => (field.options ? [field.options] : []))),
    language,
    t,
  );
  return (
    <section aria-labelledby={`${kind}-form-title`}>
      <Heading level={2} id={`${kind}-form-title`}>
        {title}
      </Heading>
      {intro ? <Text>{intro}</Text> : null}
      <PublicForm
        kind={kind}
        action={sendPublicForm}
        labels={labels}
        options={options}
        messages={validationTranslations(t)}
        hiddenFields={{ locale, site, page: path, ...(document ? { document } : {}) }}
        texts={{
          submit: t(SUBMIT_KEYS[kind] as never),
          errorTitle: t("publicForms.errorTitle"),
          requiredHint: t("form.requiredHint"),
          select: t("form.selectPlaceholder"),
          reference: t("publicForms.reference", { reference: "{reference}" }),
          download: t("publicForms.download"),
          hide: t("flashMessage.hideButtonText"),
          failure: failureOf(outcomeTexts(kind, t, appConfig().SUPPORT_EMAIL)),
        }}
      />
    </section>
  );
}

const SUBMIT_KEYS: Record<PublicFormKind, string> = {
  support: "supportRequest.submit",
  serviceRequest: "serviceRequest.submit",
  whitepaper: "whitepaper.submit",
  storyFeedback: "publicForms.feedbackSubmit",
};

type Option = { id: string; label: string };

/** A form's failure message as the form shows it: the title, and the hint where there is one. */
const failureOf = ({ failure, failureHint }: { failure: string; failureHint?: string }) => ({
  title: failure,
  ...(failureHint ? { text: failureHint } : {}),
});

/** The options of each source a form uses, named in the reader's language. */
async function optionsOf(
  sources: Set<OptionSource>,
  language: string,
  t: Translator,
): Promise<Partial<Record<OptionSource, Option[]>>> {
  const options: Partial<Record<OptionSource, Option[]>> = {};
  const regions = displayNames(language, "region");
  const languages = displayNames(language, "language");
  const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, language);
  if (sources.has("countries")) {
    const countries = await getCountries(PLAIN, language).catch(() => []);
    options.countries = countries
      .filter((country) => country.countryCode !== "ALL")
      .map((country) => ({ id: country.countryCode, label: country.displayName }));
  }
  if (sources.has("languages")) {
    options.languages = UI_LANGUAGES.map((code) => ({
      id: code,
      label: languages.of(code) ?? code,
    })).sort(byLabel);
  }
  if (sources.has("requestedServices")) {
    options.requestedServices = REQUESTED_SERVICES.map((id) => ({
      id,
      label: t(`publicForms.requestedServices.${id}` as never),
    }));
  }
  if (sources.has("contactLocations")) {
    options.contactLocations = CONTACT_LOCATIONS.map((code) => ({
      id: code,
      label: regions.of(code) ?? code,
    })).sort(byLabel);
  }
  return options;
}
