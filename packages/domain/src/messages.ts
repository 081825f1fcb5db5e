/**
 * Messages quoted to the letter from the spec (§5, §8). The English text of the translation
 * files; function-shaped messages live in their own files.
 */

/** Generic validation message (spec §5). */
export const INVALID_VALUE_MESSAGE = "Please enter a valid value.";
/** A text longer than its field allows (not in the spec, which sets no lengths). */
export const TOO_LONG_MESSAGE = "Please enter a shorter text.";
/** Generic checkbox message (spec §5). */
export const CHECKBOX_REQUIRED_MESSAGE = "Please select the checkbox to continue.";

/** Product detail fails with this when no product matches the slug (spec §5, §8). */
export const NO_PRODUCT_FOUND = "No product found for slug";

/** Support request failure (spec §8). */
export const SUPPORT_REQUEST_FAILURE_MESSAGE =
  "Something went wrong. Please verify your input is correct and try again later.";
/** Support request success (spec §8). */
export const SUPPORT_REQUEST_SUCCESS_MESSAGE =
  "Thank you for your request! We will process it and get back to you as soon as possible.";
/** Service request failure (spec §8). */
export const SERVICE_REQUEST_FAILURE_MESSAGE =
  "Submission failed, we apologize for the inconvenience";
/** Login password failure (spec §8). */
export const LOGIN_PASSWORD_ERROR_MESSAGE = "Something went wrong. Please try again later.";
/** User administration: inviting an existing user (spec §8). */
export const USER_ALREADY_EXISTS_MESSAGE = "The user already exists";

/** Auth errors that do not redirect to login (spec §8). */
export const TOKEN_EXCHANGE_ERROR = "Unable to exchange authorization for tokens";
export const ACCESS_TOKEN_NOT_FOUND_ERROR = "Access token not found in response";
export const STATE_MISMATCH_ERROR = "State mismatch";
export const TIMEOUT_ERROR = "Timeout";

/** Breadcrumb title of the unknown-page item (spec §2). */
export const NOT_FOUND_BREADCRUMB_TITLE = "404";

/** Translation keys of the error page and the flash message hide button (spec §8). */
export const ERROR_PAGE_TRANSLATION_KEYS = Object.freeze({
  title: "errorPage.title",
  overline: "errorPage.overline",
  breadcrumbTitle: "errorPage.breadcrumbTitle",
  maintenanceTitle: "errorPage.maintenanceTitle",
  maintenanceText: "errorPage.maintenanceText",
  homeLinkText: "errorPage.homeLinkText",
  flashMessageHideButtonText: "flashMessage.hideButtonText",
});

/** Validation messages by form and field (spec §5). */
export const VALIDATION_MESSAGES = Object.freeze({
  support: Object.freeze({
    email: "Please provide a valid email address",
    firstName: "Please enter your first name",
    lastName: "Please enter your last name",
    company: "Please enter the company you work for",
    country: "Please enter the country you're in",
    product: "Please specify the product your request regards",
    serialNumber: "Please enter the serial number of your product",
    message: "Please add some more details",
  }),
  serviceRequest: Object.freeze({
    email: "Please enter a valid E-Mail",
    zipCode: "Please enter a valid zip code",
    country: "Please select a country",
    requestedService: "Please select a service",
    subject: "Please add a subject",
    description: "Please describe your request",
    caseId: "Please enter a case ID",
    machineName: "Please enter a machine name",
    serialNumber: "Please enter a valid serial number",
    contactLocation: "Please select a contact location",
  }),
  newTicket: Object.freeze({
    location: "Please select a location",
    ticketType: "Please select a ticket type",
    machine: "Please select a machine concerned",
    subject: "Please enter the subject",
    description: "Please enter the description",
  }),
  ticketComment: Object.freeze({ comment: "Please enter a comment" }),
  account: Object.freeze({
    firstName: "Please enter your first name",
    lastName: "Please enter your last name",
    country: "The current value is invalid, please select a country from the list",
    language: "The current value is invalid, please select a language from the list",
  }),
  invite: Object.freeze({
    email: "Please provide a valid email address",
    organization: "Please select an item",
  }),
  password: Object.freeze({ password: "Please enter a password" }),
});
