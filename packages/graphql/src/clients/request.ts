import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { getOperationAST } from "graphql";
import { GraphQLClient } from "graphql-request";

export type Logger = Pick<Console, "info" | "error">;

/** An authenticated call answered without data, or with every field null (spec section 7). */
export class NoDataError extends Error {}

export interface RequesterOptions {
  /** Which service the calls go to, for the log line. */
  service: string;
  endpoint: string;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  logger?: Logger;
  /**
   * Authenticated variants (SIS, tickets) treat a response without data, or
   * with every top-level field null, as an error (spec section 7).
   */
  requireData?: boolean;
}

export type Request = <TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  ...variables: TVariables extends Record<string, never> ? [] : [TVariables]
) => Promise<TResult>;

/** The name a document's operation is logged under. */
export function operationName(document: TypedDocumentNode<unknown, never>): string {
  return getOperationAST(document)?.name?.value ?? "anonymous";
}

/**
 * One service's request function on graphql-request: logs every operation
 * by name and, for authenticated variants, refuses empty answers.
 */
export function createRequester(options: RequesterOptions): Request {
  const client = new GraphQLClient(options.endpoint, {
    headers: options.headers ?? {},
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const logger = options.logger ?? console;
  return (async (document: TypedDocumentNode<unknown, Record<string, unknown>>, variables = {}) => {
    const name = operationName(document);
    logger.info(`[graphql] ${options.service} ${name}`);
    const data = await client.request(document, variables);
    if (options.requireData) {
      const values = data && typeof data === "object" ? Object.values(data) : [];
      if (values.length === 0 || values.every((v) => v === null || v === undefined)) {
        const error = new NoDataError(`${options.service} ${name}: no data returned`);
        logger.error(error.message);
        throw error;
      }
    }
    return data;
  }) as Request;
}
