import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { NoSchemaIntrospectionCustomRule } from "graphql";
import { createSchema, createYoga, type Plugin, type YogaInitialContext } from "graphql-yoga";

/** Deep enough for the site's real queries, shallow enough to refuse abusive nesting. */
const MAX_QUERY_DEPTH = 15;

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/**
 * One GraphQL endpoint served by graphql-yoga from a service's SDL, with a
 * depth limit and, outside development, no introspection and no GraphiQL.
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
    maxDepthPlugin({ n: MAX_QUERY_DEPTH, ignoreIntrospection: false }) as Plugin,
  ];
  if (!options.development) plugins.push(noIntrospection);
  return createYoga<Record<string, unknown>, TContext>({
    schema: createSchema({ typeDefs: options.typeDefs, resolvers: options.resolvers }),
    graphqlEndpoint: options.endpoint,
    graphiql: options.development,
    landingPage: false,
    ...(options.cors === false ? { cors: false } : {}),
    plugins,
    logging: options.log
      ? {
          debug: () => {},
          info: () => {},
          warn: (...args: unknown[]) => options.log?.(`warn ${args.join(" ")}`),
          error: (...args: unknown[]) => options.log?.(`error ${args.join(" ")}`),
        }
      : false,
    ...(options.context ? { context: options.context } : {}),
  });
}
