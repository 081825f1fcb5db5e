/**
 * The shapes the app works with, reshaped from the services' transport
 * types by the getters. Nothing outside this package sees a generated type.
 */

export interface Country {
  countryCode: string;
  sortIndex: number;
  hidden: boolean;
  defaultLanguage: string;
  supportedLanguages: string[];
  defaultMeasurementSystem: "Metric" | "Imperial";
  displayName: string;
}

export interface Site {
  id: string;
  name: string;
  /** Null for the main site. */
  slug: string | null;
  internationalOnly: boolean;
  enableCutFont: boolean;
  theme: string;
  domains: { host: string; slug: string | null }[];
}

export type PageModule =
  | { kind: "hero"; id: string; overline: string | null; title: string; text: string | null }
  | { kind: "richText"; id: string; html: string };

export interface Page {
  id: string;
  slug: string;
  title: string;
  theme: string;
  contentLanguage: string;
  isLanguageFallback: boolean;
  isLanguageUnavailable: boolean;
  modules: PageModule[];
}

export interface ProductSummary {
  slug: string;
  name: string;
  brand: string;
  shortDescription: string;
  language: string;
}

export type TicketStatus = "OPEN" | "IN_PROGRESS" | "CLOSED";

export interface Ticket {
  id: string;
  subject: string;
  description: string;
  status: TicketStatus;
  location: string;
  ticketType: string;
  machine: string;
  createdAt: Date;
}

export interface NewTicket {
  location: string;
  ticketType: string;
  machine: string;
  subject: string;
  description: string;
}
