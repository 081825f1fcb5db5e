import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Typed documents for every operation in packages/graphql/src/operations,
 * one output folder per service, checked against that service's SDL; and the
 * content service's resolver types, so its resolvers are checked against the
 * same SDL (parents of fields resolved later are the service's own models).
 * `pnpm codegen` regenerates; `pnpm codegen:check` fails when the committed
 * output differs.
 */
const services = ["content", "products", "sis"] as const;

const config: CodegenConfig = {
  overwrite: true,
  generates: {
    ...Object.fromEntries(
      services.map((service) => [
        `packages/graphql/src/generated/${service}/`,
        {
          schema: `packages/graphql/schema/${service}.graphql`,
          documents: `packages/graphql/src/operations/${service}/**/*.graphql`,
          preset: "client",
          presetConfig: { fragmentMasking: false, gqlTagName: "graphql" },
          config: { useTypeImports: true, enumsAsTypes: true, avoidOptionals: false },
        },
      ]),
    ),
    "packages/services/src/generated/contentResolvers.ts": {
      schema: "packages/graphql/schema/content.graphql",
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: "../content/contentContext#ContentContext",
        mappers: {
          Site: "../content/contentContext#SiteModel",
          Page: "../content/pageContent#PageModel",
          NavigationPage: "../content/navigation#NavigationPageModel",
        },
      },
    },
  },
};

export default config;
