import { createTranslator, type IntlError } from "use-intl/core";
import { describe, expect, it } from "vitest";
import {
  loadMessages,
  type Messages,
  UI_LANGUAGES,
  UI_MESSAGES,
  type UiLanguage,
} from "./messages";

type MessageTree = { [key: string]: string | MessageTree };

/** Flattens nested messages into dotted keys, in file order. */
function flatten(tree: MessageTree, prefix = ""): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") {
      result.set(path, value);
    } else {
      for (const [childPath, childValue] of flatten(value, path)) result.set(childPath, childValue);
    }
  }
  return result;
}

type ArgumentType = "simple" | "number" | "date" | "time" | "plural" | "selectordinal" | "select";
type Argument = { name: string; type: ArgumentType; selectors: string[] };

/**
 * A small ICU MessageFormat reader that lists the arguments of a message, with the plural/select
 * selectors. It follows the apostrophe quoting rules of `intl-messageformat` (a quote only starts
 * before `{`, `}` or, inside plurals, `#`) and rejects unbalanced braces and unclosed quotes, so an
 * apostrophe that swallows a placeholder is found. Tags (`<b>`) are not supported on purpose: the
 * UI messages are plain text.
 */
function readArguments(message: string): Argument[] {
  const args: Argument[] = [];
  let pos = 0;

  const fail = (reason: string): never => {
    throw new Error(`${reason} at ${pos} in ${JSON.stringify(message)}`);
  };
  const skipSpace = () => {
    while (pos < message.length && /\s/.test(message[pos]!)) pos++;
  };
  const readToken = (stop: RegExp) => {
    const start = pos;
    while (pos < message.length && !stop.test(message[pos]!)) pos++;
    return message.slice(start, pos).trim();
  };

  const readText = (inPlural: boolean, nested: boolean) => {
    while (pos < message.length) {
      const char = message[pos]!;
      if (char === "'") {
        const next = message[pos + 1];
        if (next === "'") {
          pos += 2;
        } else if (next === "{" || next === "}" || (inPlural && next === "#")) {
          const end = message.indexOf("'", pos + 1);
          if (end < 0) fail("unclosed quote");
          pos = end + 1;
        } else {
          pos++;
        }
      } else if (char === "{") {
        pos++;
        readArgument();
      } else if (char === "}") {
        if (!nested) fail("unexpected }");
        return;
      } else if (char === "<") {
        fail("tags are not supported in UI messages");
      } else {
        pos++;
      }
    }
    if (nested) fail("missing }");
  };

  const readArgument = () => {
    const name = readToken(/[,}]/);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) fail(`invalid argument name "${name}"`);
    if (message[pos] === "}") {
      pos++;
      args.push({ name, type: "simple", selectors: [] });
      return;
    }
    pos++; // ","
    const type = readToken(/[,}]/) as ArgumentType;
    if (type === "number" || type === "date" || type === "time") {
      const end = message.indexOf("}", pos);
      if (end < 0) fail("missing }");
      pos = end + 1;
      args.push({ name, type, selectors: [] });
      return;
    }
    if (type !== "plural" && type !== "selectordinal" && type !== "select") {
      fail(`unknown argument type "${type}"`);
    }
    if (message[pos] !== ",") fail("missing options");
    pos++;
    const selectors: string[] = [];
    for (;;) {
      skipSpace();
      if (message[pos] === "}") {
        pos++;
        break;
      }
      const selector = readToken(/[\s{}]/);
      if (!selector) fail("missing selector");
      skipSpace();
      if (selector.startsWith("offset:")) continue;
      if (message[pos] !== "{") fail(`missing message for selector "${selector}"`);
      pos++;
      selectors.push(selector);
      readText(type !== "select", true);
      pos++; // "}"
    }
    if (!selectors.includes("other")) fail(`"${name}" has no "other" case`);
    args.push({ name, type, selectors });
  };

  readText(false, false);
  return args;
}

function argumentSignature(message: string): string[] {
  return [...new Set(readArguments(message).map((arg) => `${arg.name}:${arg.type}`))].sort();
}

/** Dummy values that make every argument visible in the formatted text. */
function dummyValues(message: string): Record<string, string | number | Date> {
  const values: Record<string, string | number | Date> = {};
  for (const arg of readArguments(message)) {
    if (arg.type === "simple") values[arg.name] = `[${arg.name}]`;
    else if (arg.type === "date" || arg.type === "time") values[arg.name] = new Date(0);
    else if (arg.type === "select") values[arg.name] = "other";
    else values[arg.name] = 3;
  }
  return values;
}

/**
 * Arguments the code passes for grammar alone: a translation may select on them where its
 * grammar needs more than the name (the language banner passes the language codes beside their
 * names, so Czech and Slovak decline them), English need not use them.
 */
const GRAMMAR_ARGUMENTS: Record<string, readonly string[]> = {
  "languageBanner.text": ["languageCode"],
  "languageBanner.switchButton": ["languageCode"],
  "languageBanner.fallbackNotice": ["languageCode", "fallbackLanguageCode"],
};

/** Plural categories that may be left to `other`: French, Spanish and Portuguese use "many" only for millions. */
const OPTIONAL_PLURAL_CATEGORIES: Partial<Record<UiLanguage, string[]>> = {
  es: ["many"],
  fr: ["many"],
  pt: ["many"],
};

const english = flatten(UI_MESSAGES.en);
const otherLanguages = UI_LANGUAGES.filter((lang) => lang !== "en");

/** Texts the product specification quotes (sections 2, 5 and 8), which English must use to the letter. */
const SPEC_TEXTS: Record<string, string> = {
  "errorPage.title": "Sorry, something went wrong",
  "contactPanel.title": "Talk to an Expert",
  "notFound.pageNotFound": "Page not found: {path}",
  "notFound.routeNotFound": "Page Not Found: {fullPath}",
  "notFound.pageNotFoundFullPath": "Page not found: {fullPath}",
  "breadcrumb.notFound": "404",
  "validation.invalidValue": "Please enter a valid value.",
  "validation.checkboxRequired": "Please select the checkbox to continue.",
  "validation.password": "Please enter a password",
  "validation.supportRequest.email": "Please provide a valid email address",
  "validation.supportRequest.firstName": "Please enter your first name",
  "validation.supportRequest.lastName": "Please enter your last name",
  "validation.supportRequest.company": "Please enter the company you work for",
  "validation.supportRequest.country": "Please enter the country you're in",
  "validation.supportRequest.product": "Please specify the product your request regards",
  "validation.supportRequest.serialNumber": "Please enter the serial number of your product",
  "validation.supportRequest.message": "Please add some more details",
  "validation.serviceRequest.email": "Please enter a valid E-Mail",
  "validation.serviceRequest.zipCode": "Please enter a valid zip code",
  "validation.serviceRequest.country": "Please select a country",
  "validation.serviceRequest.service": "Please select a service",
  "validation.serviceRequest.subject": "Please add a subject",
  "validation.serviceRequest.description": "Please describe your request",
  "validation.serviceRequest.caseId": "Please enter a case ID",
  "validation.serviceRequest.machineName": "Please enter a machine name",
  "validation.serviceRequest.serialNumber": "Please enter a valid serial number",
  "validation.serviceRequest.contactLocation": "Please select a contact location",
  "validation.ticket.location": "Please select a location",
  "validation.ticket.type": "Please select a ticket type",
  "validation.ticket.machine": "Please select a machine concerned",
  "validation.ticket.subject": "Please enter the subject",
  "validation.ticket.description": "Please enter the description",
  "validation.ticket.comment": "Please enter a comment",
  "validation.account.firstName": "Please enter your first name",
  "validation.account.lastName": "Please enter your last name",
  "validation.account.country":
    "The current value is invalid, please select a country from the list",
  "validation.account.language":
    "The current value is invalid, please select a language from the list",
  "validation.invite.email": "Please provide a valid email address",
  "validation.invite.item": "Please select an item",
  "supportRequest.success":
    "Thank you for your request! We will process it and get back to you as soon as possible.",
  "supportRequest.failure":
    "Something went wrong. Please verify your input is correct and try again later.",
  "serviceRequest.failure": "Submission failed, we apologize for the inconvenience",
  "passwordGate.error": "Something went wrong. Please try again later.",
  "auth.errors.generic": "Something went wrong. Please try again later.",
  "auth.errors.tokenExchange": "Unable to exchange authorization for tokens",
  "auth.errors.accessTokenMissing": "Access token not found in response",
  "auth.errors.stateMismatch": "State mismatch",
  "auth.errors.timeout": "Timeout",
  "userAdmin.errors.userExists": "The user already exists",
};

/** Keys the application code relies on (spec section 8), whatever their wording. */
const REQUIRED_KEYS = [
  "errorPage.title",
  "errorPage.overline",
  "errorPage.breadcrumbTitle",
  "errorPage.maintenanceTitle",
  "errorPage.maintenanceText",
  "errorPage.homeLinkText",
  "flashMessage.hideButtonText",
];

/** Names that stay as they are in every language. */
const PRODUCT_NAMES = ["WIRE Flow", "WIRE direct", "WIRE Master", "artemis", "kampus"];

describe("English source messages", () => {
  it("has the keys the application relies on", () => {
    for (const key of REQUIRED_KEYS) expect(english.get(key), key).toBeTruthy();
  });

  it.each(Object.entries(SPEC_TEXTS))("%s uses the spec's wording", (key, text) => {
    expect(english.get(key)).toBe(text);
  });

  it("mentions the 24-hour reply of the contact panel", () => {
    expect(english.get("contactPanel.responseTime")).toMatch(/24 hours/);
  });

  it("has a broad but not bloated set of keys", () => {
    expect(english.size).toBeGreaterThanOrEqual(350);
    // The service portal (tickets, inventory, WIRE Flow, notifications) brought ~110 keys,
    // product information, the parts finder, the parts cart and requests ~110 more,
    // user administration's list, detail, invitation and notices ~60 more;
    // raise this with each portal area, not to make room for copies of shared texts.
    // (+1: the confirmation before declining an access request, issue 42.)
    expect(english.size).toBeLessThanOrEqual(941);
  });
});

describe.each(UI_LANGUAGES)("%s messages", (lang) => {
  const messages = flatten(UI_MESSAGES[lang]);

  it("has exactly the keys English has", () => {
    const missing = [...english.keys()].filter((key) => !messages.has(key));
    const extra = [...messages.keys()].filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it("names the language switcher with the code it shows, as a word of its own (label in name)", () => {
    // Screen-reader users say what they see: "JA" must be a word of the button's name; in
    // "（現在の選択：JA）" it was not (axe's label-content-name-mismatch).
    const label = messages.get("header.localeSwitcher.openLabel")!;
    const name = createTranslator({
      locale: lang,
      messages: { label },
    })("label", { locale: "JA" });
    expect(name.split(/\s+/)).toContain("JA");
  });

  it("has no empty or padded strings", () => {
    for (const [key, value] of messages) {
      expect(value.trim(), key).not.toBe("");
      expect(value, key).toBe(value.trim());
    }
  });

  it("parses as ICU with the same arguments as English", () => {
    const problems: string[] = [];
    for (const [key, value] of messages) {
      const source = english.get(key);
      if (source === undefined) continue;
      try {
        const grammar = (GRAMMAR_ARGUMENTS[key] ?? []).map((name) => `${name}:select`);
        const signature = (message: string) =>
          argumentSignature(message)
            .filter((arg) => !grammar.includes(arg))
            .join(", ");
        const expected = signature(source);
        const actual = signature(value);
        if (actual !== expected) problems.push(`${key}: {${actual}} instead of {${expected}}`);
      } catch (error) {
        problems.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("uses the plural categories of the language", () => {
    const cardinal = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
    const ordinal = new Intl.PluralRules(lang, { type: "ordinal" }).resolvedOptions()
      .pluralCategories as string[];
    const optional = OPTIONAL_PLURAL_CATEGORIES[lang] ?? [];
    const problems: string[] = [];
    for (const [key, value] of messages) {
      let args: Argument[];
      try {
        args = readArguments(value);
      } catch {
        continue; // reported by the parse test
      }
      for (const arg of args) {
        if (arg.type !== "plural" && arg.type !== "selectordinal") continue;
        const categories = arg.type === "plural" ? cardinal : ordinal;
        const used = arg.selectors.filter((selector) => !selector.startsWith("="));
        for (const selector of used) {
          if (!categories.includes(selector))
            problems.push(`${key}: "${selector}" is not used in ${lang}`);
        }
        for (const category of categories) {
          if (!used.includes(category) && !optional.includes(category)) {
            problems.push(`${key}: "${category}" is missing`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("formats every message with use-intl", () => {
    const errors: string[] = [];
    const t = createTranslator({
      locale: lang,
      messages: UI_MESSAGES[lang],
      onError: (error: IntlError) => errors.push(`${error.code}: ${error.message}`),
    }) as unknown as (key: string, values?: Record<string, unknown>) => string;
    for (const [key, source] of english) {
      const values = dummyValues(source);
      // A grammar argument's unknown value takes the `other` case, which must still show the name.
      for (const name of GRAMMAR_ARGUMENTS[key] ?? []) values[name] ??= "xx";
      const text = t(key, values);
      for (const [name, value] of Object.entries(values)) {
        if (typeof value === "string" && value.startsWith("[") && !text.includes(value)) {
          errors.push(`${key}: {${name}} is not shown in "${text}"`);
        }
      }
    }
    expect(errors).toEqual([]);
  });

  it("keeps product names as they are", () => {
    for (const [key, source] of english) {
      for (const name of PRODUCT_NAMES) {
        if (source.includes(name)) expect(messages.get(key), `${lang} ${key}`).toContain(name);
      }
    }
  });
});

describe.each(otherLanguages)("%s translation", (lang) => {
  it("is translated, not copied from English (at least 90 % of the texts differ)", () => {
    const messages = flatten(UI_MESSAGES[lang]);
    const same = [...english].filter(([key, value]) => messages.get(key) === value);
    const ratio = 1 - same.length / english.size;
    expect(
      ratio,
      `identical to English: ${same.map(([key]) => key).join(", ")}`,
    ).toBeGreaterThanOrEqual(0.9);
  });

  it("does not leave the quoted English validation texts untranslated", () => {
    const messages = flatten(UI_MESSAGES[lang]);
    for (const key of Object.keys(SPEC_TEXTS)) {
      if (key === "breadcrumb.notFound") continue;
      expect(messages.get(key), `${lang} ${key}`).not.toBe(english.get(key));
    }
  });
});

describe("loadMessages", () => {
  it.each(UI_LANGUAGES)("returns the %s messages", (lang) => {
    expect(loadMessages(lang)).toBe(UI_MESSAGES[lang]);
  });

  it("uses the language part of a locale", () => {
    expect(loadMessages("de-ch")).toBe(UI_MESSAGES.de);
    expect(loadMessages("pt-BR")).toBe(UI_MESSAGES.pt);
  });

  it.each(["it", "xx", "", undefined, null])("falls back to English for %s", (lang) => {
    const messages: Messages = loadMessages(lang);
    expect(messages).toBe(UI_MESSAGES.en);
  });
});
