/** Where a page can be shared from the share modal. */
export interface ShareLinks {
  mail: string;
  linkedIn: string;
  x: string;
  facebook: string;
}

/**
 * The share targets of a page: a mail draft and the LinkedIn, X and Facebook
 * share dialogs, each carrying the page's URL (and title where the network
 * takes one). Pure, so the app can build the same links on the server.
 *
 * @example
 * shareLinks("https://example.com/en/products", "Products").linkedIn
 * // → "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.com%2Fen%2Fproducts"
 */
export function shareLinks(url: string, title: string): ShareLinks {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    mail: `mailto:?subject=${t}&body=${t}%0D%0A${u}`,
    linkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    x: `https://x.com/intent/tweet?url=${u}&text=${t}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  };
}
