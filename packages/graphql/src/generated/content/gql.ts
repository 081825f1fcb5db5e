/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Countries($stage: Stage!) {\n  countries(stage: $stage) {\n    countryCode\n    sortIndex\n    hidden\n    defaultLanguage\n    supportedLanguages\n    defaultMeasurementSystem\n    displayName\n  }\n}": typeof types.CountriesDocument,
    "query PageById($id: ID!, $stage: Stage!) {\n  page(id: $id, stage: $stage) {\n    ...PageContent\n  }\n}": typeof types.PageByIdDocument,
    "query PageBySlug($siteId: ID!, $slug: String!, $stage: Stage!) {\n  pages(where: {siteId: $siteId, slug: $slug}, stage: $stage, first: 1) {\n    ...PageContent\n  }\n}\n\nfragment PageContent on Page {\n  id\n  slug\n  title\n  theme\n  contentLanguage\n  isLanguageFallback\n  isLanguageUnavailable\n  modules {\n    __typename\n    ... on HeroModule {\n      id\n      overline\n      title\n      text\n    }\n    ... on RichTextModule {\n      id\n      html\n    }\n  }\n}": typeof types.PageBySlugDocument,
    "query Sites($stage: Stage!) {\n  sites(stage: $stage) {\n    id\n    name\n    slug\n    internationalOnly\n    enableCutFont\n    theme\n    domains {\n      host\n      slug\n    }\n  }\n}": typeof types.SitesDocument,
};
const documents: Documents = {
    "query Countries($stage: Stage!) {\n  countries(stage: $stage) {\n    countryCode\n    sortIndex\n    hidden\n    defaultLanguage\n    supportedLanguages\n    defaultMeasurementSystem\n    displayName\n  }\n}": types.CountriesDocument,
    "query PageById($id: ID!, $stage: Stage!) {\n  page(id: $id, stage: $stage) {\n    ...PageContent\n  }\n}": types.PageByIdDocument,
    "query PageBySlug($siteId: ID!, $slug: String!, $stage: Stage!) {\n  pages(where: {siteId: $siteId, slug: $slug}, stage: $stage, first: 1) {\n    ...PageContent\n  }\n}\n\nfragment PageContent on Page {\n  id\n  slug\n  title\n  theme\n  contentLanguage\n  isLanguageFallback\n  isLanguageUnavailable\n  modules {\n    __typename\n    ... on HeroModule {\n      id\n      overline\n      title\n      text\n    }\n    ... on RichTextModule {\n      id\n      html\n    }\n  }\n}": types.PageBySlugDocument,
    "query Sites($stage: Stage!) {\n  sites(stage: $stage) {\n    id\n    name\n    slug\n    internationalOnly\n    enableCutFont\n    theme\n    domains {\n      host\n      slug\n    }\n  }\n}": types.SitesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Countries($stage: Stage!) {\n  countries(stage: $stage) {\n    countryCode\n    sortIndex\n    hidden\n    defaultLanguage\n    supportedLanguages\n    defaultMeasurementSystem\n    displayName\n  }\n}"): (typeof documents)["query Countries($stage: Stage!) {\n  countries(stage: $stage) {\n    countryCode\n    sortIndex\n    hidden\n    defaultLanguage\n    supportedLanguages\n    defaultMeasurementSystem\n    displayName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PageById($id: ID!, $stage: Stage!) {\n  page(id: $id, stage: $stage) {\n    ...PageContent\n  }\n}"): (typeof documents)["query PageById($id: ID!, $stage: Stage!) {\n  page(id: $id, stage: $stage) {\n    ...PageContent\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PageBySlug($siteId: ID!, $slug: String!, $stage: Stage!) {\n  pages(where: {siteId: $siteId, slug: $slug}, stage: $stage, first: 1) {\n    ...PageContent\n  }\n}\n\nfragment PageContent on Page {\n  id\n  slug\n  title\n  theme\n  contentLanguage\n  isLanguageFallback\n  isLanguageUnavailable\n  modules {\n    __typename\n    ... on HeroModule {\n      id\n      overline\n      title\n      text\n    }\n    ... on RichTextModule {\n      id\n      html\n    }\n  }\n}"): (typeof documents)["query PageBySlug($siteId: ID!, $slug: String!, $stage: Stage!) {\n  pages(where: {siteId: $siteId, slug: $slug}, stage: $stage, first: 1) {\n    ...PageContent\n  }\n}\n\nfragment PageContent on Page {\n  id\n  slug\n  title\n  theme\n  contentLanguage\n  isLanguageFallback\n  isLanguageUnavailable\n  modules {\n    __typename\n    ... on HeroModule {\n      id\n      overline\n      title\n      text\n    }\n    ... on RichTextModule {\n      id\n      html\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Sites($stage: Stage!) {\n  sites(stage: $stage) {\n    id\n    name\n    slug\n    internationalOnly\n    enableCutFont\n    theme\n    domains {\n      host\n      slug\n    }\n  }\n}"): (typeof documents)["query Sites($stage: Stage!) {\n  sites(stage: $stage) {\n    id\n    name\n    slug\n    internationalOnly\n    enableCutFont\n    theme\n    domains {\n      host\n      slug\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;