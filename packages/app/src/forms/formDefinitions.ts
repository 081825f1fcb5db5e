/**
 * What the four public forms ask (spec section 3), in the order a visitor
 * meets it. One description drives the browser form and the server's reading
 * of a submission, so a field cannot be rendered under one name and read
 * under another. Which fields are required, and the messages, stay the
 * domain's (`formSchemaOf`); `required` here only marks the asterisk.
 */
import type { FormKind } from "@wire/domain";

/** The four forms (the domain's kinds), by the name the content service gives them in a FormModule. */
export const FORM_MODULE_KINDS = {
  SUPPORT: "support",
  SERVICE_REQUEST: "serviceRequest",
  WHITEPAPER: "whitepaper",
  STORY_FEEDBACK: "storyFeedback",
} as const satisfies Record<string, FormKind>;

export type PublicFormKind = FormKind;

/** Where a select's options come from (the section builds them in the reader's language). */
export type OptionSource = "countries" | "languages" | "requestedServices" | "contactLocations";

export type FieldType = "text" | "email" | "tel" | "textarea" | "select" | "checkbox";

export interface FormFieldDefinition {
  /** The submitted name; a dot nests it (`returnAddress.city`). */
  name: string;
  type: FieldType;
  required: boolean;
  /** Message key of its label. */
  label: string;
  options?: OptionSource;
  autoComplete?: string;
  /** A checkbox that starts checked (the return-address toggle). */
  defaultChecked?: boolean;
}

export interface FormSectionDefinition {
  /** Message key of the fieldset's legend; none for a plain group. */
  legend?: string;
  /** Shown only while this checkbox is checked (`true`) or unchecked (`false`). */
  shownWhen?: { field: string; checked: boolean };
  fields: readonly FormFieldDefinition[];
}

const text = (name: string, label: string, required = true, autoComplete?: string) =>
  ({
    name,
    type: "text",
    required,
    label,
    ...(autoComplete ? { autoComplete } : {}),
  }) satisfies FormFieldDefinition;

const person = [
  text("firstName", "form.firstName", true, "given-name"),
  text("lastName", "form.lastName", true, "family-name"),
] as const;
const email = (required = true) =>
  ({
    name: "email",
    type: "email",
    required,
    label: "form.email",
    autoComplete: "email",
  }) satisfies FormFieldDefinition;
const company = text("company", "form.company", true, "organization");
const countrySelect = (name: string, autoComplete = "country") =>
  ({
    name,
    type: "select",
    required: true,
    label: "form.country",
    options: "countries",
    autoComplete,
  }) satisfies FormFieldDefinition;

/**
 * An address's fields with the browser's autofill names. The street is one line
 * (`address-line1`: `street-address` is for a multi-line box). A second address
 * of the form names its own autofill section (`section-return …`), so the browser
 * does not fill it with the first one.
 */
const address = (prefix: string, section?: string): FormFieldDefinition[] => {
  const fill = (token: string) => (section ? `section-${section} ${token}` : token);
  return [
    text(`${prefix}address`, "serviceRequest.address", true, fill("address-line1")),
    text(`${prefix}zipCode`, "serviceRequest.zipCode", true, fill("postal-code")),
    text(`${prefix}city`, "serviceRequest.city", true, fill("address-level2")),
    text(`${prefix}state`, "serviceRequest.state", true, fill("address-level1")),
    countrySelect(`${prefix}country`, fill("country")),
  ];
};

export const FORM_DEFINITIONS: Record<PublicFormKind, readonly FormSectionDefinition[]> = {
  support: [
    {
      fields: [
        email(),
        ...person,
        company,
        countrySelect("country"),
        text("product", "supportRequest.product"),
        text("serialNumber", "supportRequest.serialNumber"),
        { name: "message", type: "textarea", required: true, label: "supportRequest.message" },
      ],
    },
  ],
  serviceRequest: [
    {
      legend: "serviceRequest.contactSection",
      fields: [
        ...person,
        email(),
        {
          name: "telephone",
          type: "tel",
          required: false,
          label: "form.phone",
          autoComplete: "tel",
        },
        company,
      ],
    },
    { legend: "serviceRequest.addressSection", fields: address("") },
    {
      fields: [
        {
          name: "useContactAddress",
          type: "checkbox",
          required: false,
          label: "serviceRequest.sameAsContactAddress",
          defaultChecked: true,
        },
      ],
    },
    {
      legend: "serviceRequest.returnAddressSection",
      shownWhen: { field: "useContactAddress", checked: false },
      fields: address("returnAddress.", "return"),
    },
    {
      legend: "publicForms.requestSection",
      fields: [
        {
          name: "requestedService",
          type: "select",
          required: true,
          label: "serviceRequest.requestedService",
          options: "requestedServices",
        },
        text("reason", "serviceRequest.reason", false),
        text("subject", "serviceRequest.subject"),
        {
          name: "description",
          type: "textarea",
          required: true,
          label: "serviceRequest.description",
        },
        {
          name: "existingCase",
          type: "checkbox",
          required: false,
          label: "serviceRequest.existingCase",
        },
      ],
    },
    {
      shownWhen: { field: "existingCase", checked: true },
      fields: [text("caseId", "serviceRequest.caseId")],
    },
    {
      legend: "publicForms.machineSection",
      fields: [
        text("machineName", "serviceRequest.machineName"),
        text("serialNumber", "serviceRequest.serialNumber"),
        { name: "warranty", type: "checkbox", required: false, label: "serviceRequest.warranty" },
        {
          name: "serviceContract",
          type: "checkbox",
          required: false,
          label: "serviceRequest.serviceContract",
        },
        {
          name: "contactLocation",
          type: "select",
          required: true,
          label: "serviceRequest.contactLocation",
          options: "contactLocations",
        },
      ],
    },
  ],
  whitepaper: [
    {
      fields: [
        ...person,
        email(),
        { name: "phone", type: "tel", required: false, label: "form.phone", autoComplete: "tel" },
        company,
        countrySelect("country"),
        {
          name: "contactLanguage",
          type: "select",
          required: true,
          label: "whitepaper.contactLanguage",
          options: "languages",
        },
        {
          name: "privacyConsent",
          type: "checkbox",
          required: true,
          label: "form.privacyConsent",
        },
      ],
    },
  ],
  storyFeedback: [
    {
      fields: [
        ...person,
        company,
        countrySelect("country"),
        { name: "message", type: "textarea", required: true, label: "form.message" },
      ],
    },
  ],
};

/** Every field of a form, sections flattened. */
export function formFields(kind: PublicFormKind): FormFieldDefinition[] {
  return FORM_DEFINITIONS[kind].flatMap((section) => section.fields);
}

/**
 * The services a service request may ask for (ids; labels are messages
 * `publicForms.requestedServices.{id}`): what a machinery maker's field
 * service offers.
 */
export const REQUESTED_SERVICES = [
  "repair",
  "maintenance",
  "commissioning",
  "relocation",
  "softwareUpdate",
  "calibration",
  "training",
] as const;

/**
 * The service centres a service request may name as its contact location,
 * by country (ISO 3166, named in the reader's language): the group's
 * companies with their own field service.
 */
export const CONTACT_LOCATIONS = [
  "CH",
  "DE",
  "CZ",
  "FR",
  "IT",
  "ES",
  "GB",
  "PL",
  "HU",
  "US",
  "MX",
  "BR",
  "CN",
  "JP",
  "IN",
] as const;
