/** One site endpoint told about a publication, and how that went. */
export interface WebhookDelivery {
  url: string;
  /** The HTTP status of the last attempt, or null when the site did not answer. */
  status: number | null;
  attempts: number;
}

/** How the services reach the sites' revalidation endpoints. */
export interface PublishWebhookOptions {
  /** Each site's `POST /api/revalidate` (one per deployment: its instances share a cache). */
  urls: readonly string[];
  /** The sites' `REVALIDATE_SECRET`. */
  secret: string;
  /** Attempts per site before giving up; default 3. */
  attempts?: number;
  /** Wait before the second attempt, doubled for each further one; default 200 ms. */
  backoffMs?: number;
  log?: (line: string) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Tells every site that content was published (Hygraph's webhook): each
 * revalidates its `content` tag, and its instances share that through their
 * cache. A site that does not answer 2xx is tried again with backoff; one
 * that never does keeps serving its kept pages until they renew by age
 * (30 minutes), which the result and the log say.
 */
export async function notifySites(options: PublishWebhookOptions): Promise<WebhookDelivery[]> {
  const attempts = options.attempts ?? 3;
  const backoffMs = options.backoffMs ?? 200;
  return Promise.all(
    options.urls.map(async (url) => {
      let status: number | null = null;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        try {
          const response = await fetch(url, {
            method: "POST",
            headers: {
              authorization: `Bearer ${options.secret}`,
              "content-type": "application/json",
            },
            body: JSON.stringify({ tags: ["content"] }),
            signal: AbortSignal.timeout(5000),
          });
          status = response.status;
          await response.arrayBuffer();
          if (response.ok) return { url, status, attempts: attempt };
        } catch {
          status = null;
        }
        if (attempt < attempts) await wait(backoffMs * 2 ** (attempt - 1));
      }
      options.log?.(`publish webhook ${url} failed after ${attempts} attempts (${status})`);
      return { url, status, attempts };
    }),
  );
}
