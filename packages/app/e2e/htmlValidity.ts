import { HtmlValidate } from "html-validate";

/**
 * The site's HTML is valid (issue 43): html-validate's recommended rules over every page type,
 * as the server sends it. The rules left out judge how React and Next write valid HTML, not
 * whether it is valid; each says why.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React writes some attribute names in camelCase (charSet, fetchPriority, hrefLang); HTML
    // attribute names are case-insensitive.
    "attr-case": "off",
    // React closes void elements (`<meta/>`), which HTML allows.
    "void-style": "off",
    // React writes boolean and empty attributes with an empty value (`async=""`, `hidden=""`).
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // React's useId ids start with "_" (valid HTML ids; the rule wants CSS-selector-friendly ones).
    "valid-id": "off",
    // react-aria's VisuallyHidden hides a checkbox's or switch's input with a style attribute.
    "no-inline-style": "off",
    // The Spinner is an indeterminate progress indicator, which <progress> cannot draw as one.
    "prefer-native-element": ["error", { exclude: ["progressbar"] }],
  },
});

/** The errors html-validate finds in a page's (or a fragment's) HTML, one line each. */
export async function htmlErrors(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${name}: ${message.ruleId}: ${message.message} (${message.selector ?? ""})`,
    ),
  );
}
