import { describe, expect, it } from "vitest";
import * as m from "./messages.ts";

describe("messages", () => {
  it.each([
    [m.INVALID_VALUE_MESSAGE, "Please enter a valid value."],
    [m.CHECKBOX_REQUIRED_MESSAGE, "Please select the checkbox to continue."],
    [m.NO_PRODUCT_FOUND, "No product found for slug"],
    [
      m.SUPPORT_REQUEST_FAILURE_MESSAGE,
      "Something went wrong. Please verify your input is correct and try again later.",
    ],
    [
      m.SUPPORT_REQUEST_SUCCESS_MESSAGE,
      "Thank you for your request! We will process it and get back to you as soon as possible.",
    ],
    [m.SERVICE_REQUEST_FAILURE_MESSAGE, "Submission failed, we apologize for the inconvenience"],
    [m.LOGIN_PASSWORD_ERROR_MESSAGE, "Something went wrong. Please try again later."],
    [m.USER_ALREADY_EXISTS_MESSAGE, "The user already exists"],
    [m.TOKEN_EXCHANGE_ERROR, "Unable to exchange authorization for tokens"],
    [m.ACCESS_TOKEN_NOT_FOUND_ERROR, "Access token not found in response"],
    [m.STATE_MISMATCH_ERROR, "State mismatch"],
    [m.TIMEOUT_ERROR, "Timeout"],
    [m.NOT_FOUND_BREADCRUMB_TITLE, "404"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("has the error page translation keys", () => {
    expect(Object.values(m.ERROR_PAGE_TRANSLATION_KEYS)).toEqual([
      "errorPage.title",
      "errorPage.overline",
      "errorPage.breadcrumbTitle",
      "errorPage.maintenanceTitle",
      "errorPage.maintenanceText",
      "errorPage.homeLinkText",
      "flashMessage.hideButtonText",
    ]);
  });

  it.each([
    ["support", "email", "Please provide a valid email address"],
    ["support", "firstName", "Please enter your first name"],
    ["support", "lastName", "Please enter your last name"],
    ["support", "company", "Please enter the company you work for"],
    ["support", "country", "Please enter the country you're in"],
    ["support", "product", "Please specify the product your request regards"],
    ["support", "serialNumber", "Please enter the serial number of your product"],
    ["support", "message", "Please add some more details"],
    ["serviceRequest", "email", "Please enter a valid E-Mail"],
    ["serviceRequest", "zipCode", "Please enter a valid zip code"],
    ["serviceRequest", "country", "Please select a country"],
    ["serviceRequest", "requestedService", "Please select a service"],
    ["serviceRequest", "subject", "Please add a subject"],
    ["serviceRequest", "description", "Please describe your request"],
    ["serviceRequest", "caseId", "Please enter a case ID"],
    ["serviceRequest", "machineName", "Please enter a machine name"],
    ["serviceRequest", "serialNumber", "Please enter a valid serial number"],
    ["serviceRequest", "contactLocation", "Please select a contact location"],
    ["newTicket", "location", "Please select a location"],
    ["newTicket", "ticketType", "Please select a ticket type"],
    ["newTicket", "machine", "Please select a machine concerned"],
    ["newTicket", "subject", "Please enter the subject"],
    ["newTicket", "description", "Please enter the description"],
    ["ticketComment", "comment", "Please enter a comment"],
    ["account", "firstName", "Please enter your first name"],
    ["account", "lastName", "Please enter your last name"],
    ["account", "country", "The current value is invalid, please select a country from the list"],
    ["account", "language", "The current value is invalid, please select a language from the list"],
    ["invite", "email", "Please provide a valid email address"],
    ["invite", "organization", "Please select an item"],
    ["password", "password", "Please enter a password"],
  ])("VALIDATION_MESSAGES.%s.%s", (form, field, expected) => {
    const messages = m.VALIDATION_MESSAGES as unknown as Record<string, Record<string, string>>;
    expect(messages[form]![field]).toBe(expected);
  });
});
