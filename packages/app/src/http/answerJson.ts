/**
 * The JSON of a successful answer; for any other status, an error naming it. That answer's
 * body is cancelled first: Chromium keeps a request whose body nobody reads open, holding one
 * of the browser's six connections to the site and keeping the page from going idle (the
 * password prompt did, issue 20's review).
 */
export async function answerJson<T>(response: Response): Promise<T> {
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`HTTP ${response.status}`);
  }
  return (await response.json()) as T;
}
