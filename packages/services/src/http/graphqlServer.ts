import { blockFieldSuggestionsPlugin } from "@escape.tech/graphql-armor-block-field-suggestions";
import { costLimitPlugin } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import { NoSchemaIntrospectionCustomRule } from "graphql";
import { createSchema, createYoga, type Plugin, type YogaInitialContext } from "graphql-yoga";
import { graphqlHttpGuard } from "./graphqlHttpGuard";
import { graphqlNestingLimit } from "./graphqlNesting";
import { graphqlRequestErrors } from "./graphqlRequestErrors";
import { graphqlTextGuard } from "./graphqlTextGuard";
import { currentRequestLog } from "./requestLog";

/**
 * The limits every GraphQL service applies, each well above what the site's own operations in
 * `@wire/graphql` need (measured by `graphqlLimits.test.ts`: at most 373 tokens, depth 14,
 * 12 aliases, cost 14 000 for the sitemap's `first: 1000` page list) and far below what an
 * abusive document needs. A 5 000-deep query is refused before graphql-js's recursive parser
 * sees it (`graphqlNestingLimit`), and the parser stops at the token limit.
 */
export const GRAPHQL_LIMITS = {
  maxTokens: 2_000,
  maxDepth: 15,
  maxAliases: 30,
  /** GraphQL Armor's cost: 2 per object, 1 per scalar, ×1.5 per level, × `first`/`last`. */
  maxCost: 20_000,
} as const;

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/**
 * The GraphQL Armor plugins with the limits above, after the nesting check (suggestions are
 * hidden everywhere).
 */
export function graphqlArmor(): Plugin[] {
  return [
    graphqlNestingLimit(),
    maxTokensPlugin({ n: GRAPHQL_LIMITS.maxTokens }) as Plugin,
    maxDepthPlugin({ n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: false }) as Plugin,
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.maxAliases }) as Plugin,
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: false }) as Plugin,
    blockFieldSuggestionsPlugin() as Plugin,
  ];
}

/**
 * One GraphQL endpoint served by graphql-yoga from a service's SDL, behind the HTTP guard
 * (methods, media types, 100 kB bodies, UTF-8) and the limits above; a refused request answers
 * 4xx with a message. Outside development: no introspection, no GraphiQL, and errors masked
 * (no stack trace, no internal path).
 */
export function createGraphqlServer<TContext extends Record<string, unknown>>(options: {
  endpoint: string;
  typeDefs: string;
  // biome-ignore lint/suspicious/noExplicitAny: resolver maps are checked against the SDL at start-up
  resolvers: any;
  development: boolean;
  context?: (initial: YogaInitialContext) => Promise<TContext> | TContext;
  log?: (line: string) => void;
  /** False sends no CORS headers at all (yoga's default answers any origin). */
  cors?: boolean;
}) {
  const plugins: Plugin[] = [
    graphqlHttpGuard(),
    graphqlTextGuard(),
    ...graphqlArmor(),
    graphqlRequestErrors({ development: options.development }),
  ];
  if (!options.development) plugins.push(noIntrospection);
  // Yoga's warnings and unexpected errors go to the request's log line (with its id), or `log`.
  const write = (level: "warn" | "error", args: unknown[]) => {
    const requestLog = currentRequestLog();
    if (requestLog) {
      const err = args.find((arg) => arg instanceof Error);
      const detail = args.filter((arg) => !(arg instanceof Error)).map(String);
      requestLog[level]({ err, detail }, "graphql");
    } else options.log?.(`${level} ${args.join(" ")}`);
  };
  return createYoga<Record<string, unknown>, TContext>({
    schema: createSchema({ typeDefs: options.typeDefs, resolvers: options.resolvers }),
    graphqlEndpoint: options.endpoint,
    graphiql: options.development,
    landingPage: false,
    maskedErrors: { isDev: options.development },
    ...(options.cors === false ? { cors: false } : {}),
    plugins,
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args: unknown[]) => write("warn", args),
      error: (...args: unknown[]) => write("error", args),
    },
    ...(options.context ? { context: options.context } : {}),
  });
}
