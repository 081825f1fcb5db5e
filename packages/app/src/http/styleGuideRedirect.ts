/** The style guide's sections and the Storybook docs page each opens. */
const SECTIONS: ReadonlyMap<string, string> = new Map([
  ["inputs", "inputs"],
  ["buttons", "buttons"],
  ["modules", "modules"],
  ["components", "components"],
  ["typography", "typography"],
  ["pages/error", "pages-error"],
]);

/**
 * Where a style-guide address sends the visitor: Storybook's static build
 * under `/style-guide` needs its `index.html` for its relative asset URLs,
 * and each section opens its docs page. `null` for any other path.
 *
 * @example styleGuideRedirect("/style-guide/buttons") // "/style-guide/index.html?path=/docs/buttons--docs"
 */
export function styleGuideRedirect(pathname: string): string | null {
  if (pathname === "/style-guide") return "/style-guide/index.html";
  const section = SECTIONS.get(pathname.replace(/^\/style-guide\//, ""));
  return pathname.startsWith("/style-guide/") && section
    ? `/style-guide/index.html?path=/docs/${section}--docs`
    : null;
}
