/**
 * Reads an answer's body to its end, whatever it holds. Chromium keeps a request whose body
 * nobody reads open: it never finishes, holds one of the browser's six connections to the site
 * and keeps the page from going idle (the password prompt did, issue 20's review).
 */
export async function discardBody(response: Response): Promise<void> {
  await response.arrayBuffer().catch(() => undefined);
}

/**
 * The JSON of a successful answer; for any other status, an error naming it, after its body
 * was read (`discardBody`).
 */
export async function answerJson<T>(response: Response): Promise<T> {
  if (!response.ok) {
    await discardBody(response);
    throw new Error(`HTTP ${response.status}`);
  }
  return (await response.json()) as T;
}
