import type { ExecutionResult, GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";

/** graphql-js's suggestions ("Did you mean "x"?", "… the enum value "X"?") name schema members. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** A masked failure of the service itself: it keeps yoga's 500. */
function isUnexpected(error: GraphQLError): boolean {
  return (
    error.extensions?.code === "INTERNAL_SERVER_ERROR" || Boolean(error.extensions?.unexpected)
  );
}

function isExecutionResult(value: unknown): value is ExecutionResult {
  return Boolean(value) && typeof value === "object" && !(Symbol.asyncIterator in value!);
}

/**
 * How a refused request answers, the same whatever the client accepts: a result without data
 * (the request was refused before execution: syntax, validation, the depth, alias, token and
 * cost limits, bad variables) is a 400 with its messages, where GraphQL over HTTP would let an
 * `application/json` client get a 200; a failure of the service itself keeps its 500. Every
 * error loses graphql-js's suggestions, which name fields while introspection is off, and,
 * outside development, the `originalError` yoga copies into its extensions (a parser's message;
 * stack traces are masked by yoga itself).
 */
export function graphqlRequestErrors(options: { development: boolean }): Plugin {
  const tidy = (result: ExecutionResult): ExecutionResult => {
    const errors = result.errors;
    if (!errors?.length) return result;
    for (const error of errors) {
      error.message = error.message.replace(SUGGESTION, "");
      if (!options.development && error.extensions && "originalError" in error.extensions) {
        delete (error.extensions as Record<string, unknown>).originalError;
      }
    }
    // Without data, or with null data and no field's error (an operation the schema does not
    // have, a missing operation name), the request itself was refused. An error's own status
    // (401 without a token) is higher and still wins.
    const refused = !("data" in result) || (result.data == null && errors.every((e) => !e.path));
    if (!refused || errors.some(isUnexpected)) return result;
    return {
      ...result,
      extensions: { ...result.extensions, http: { status: 400 } },
    };
  };
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result)) setResult(result.map((r) => (isExecutionResult(r) ? tidy(r) : r)));
      else if (isExecutionResult(result)) setResult(tidy(result));
    },
  };
}
