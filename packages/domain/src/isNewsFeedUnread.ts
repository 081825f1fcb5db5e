/**
 * Whether the news feed has unread items: the latest item id differs from the stored last-read id
 * (spec §4). Without any item there is nothing unread.
 *
 * @example
 * isNewsFeedUnread("n2", "n1"); // => true
 */
export function isNewsFeedUnread(
  latestId: string | null | undefined,
  lastReadId: string | null | undefined,
): boolean {
  if (!latestId) return false;
  return latestId !== lastReadId;
}
