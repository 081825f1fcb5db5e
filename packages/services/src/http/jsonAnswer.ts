import type { ServerResponse } from "node:http";
import { BadRequestError, PayloadTooLargeError } from "./readBody";

/** Answers JSON that no cache keeps: the services' own (non-GraphQL) endpoints. */
export function answerJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    "content-type": "application/json",
    "cache-control": "no-store",
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/**
 * Answers a body that could not be read (413 over the limit, 400 malformed)
 * and says so; anything else is not a body error and is left to the caller.
 */
export function answeredBodyError(res: ServerResponse, error: unknown): boolean {
  if (error instanceof PayloadTooLargeError) answerJson(res, 413, { error: error.message });
  else if (error instanceof BadRequestError) answerJson(res, 400, { error: error.message });
  else return false;
  return true;
}
