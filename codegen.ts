import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Typed documents for every operation in packages/graphql/src/operations,
 * one output folder per service, checked against that service's SDL.
 * `pnpm codegen` regenerates; `pnpm codegen:check` fails when the committed
 * output differs.
 */
const services = ["content", "products", "sis"] as const;

const config: CodegenConfig = {
  overwrite: true,
  generates: Object.fromEntries(
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
};

export default config;
