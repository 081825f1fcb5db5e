/**
 * The query parameter that opens a shared comparison on any page. Its own
 * module: the side buttons check for it in every page's first load, without
 * the share-link parser.
 */
export const COMPARE_PARAM = "compare";
