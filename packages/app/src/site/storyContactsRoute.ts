/**
 * `/stories/contacts` and `/stories/contacts/{author}` (spec section 2) are
 * not CMS pages of their own: they show the stories page's frame with the
 * story contacts, or one contact's stories, in place of the story list.
 * Returns the segments of the CMS page to load and the author asked for,
 * or null for any other path.
 */
export function storyContactsRoute(
  segments: readonly string[],
): { pageSegments: string[]; author: string | null } | null {
  const at = segments.indexOf("contacts");
  if (at < 1 || segments[at - 1] !== "stories" || segments.length > at + 2) return null;
  return { pageSegments: segments.slice(0, at), author: segments[at + 1] ?? null };
}
