import axe from "axe-core";

/** The WCAG levels every component must meet (WCAG 2.2 A and AA). */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Runs axe-core on a rendered element and returns readable violations, one
 * line per failing node. An empty list means the element passed.
 */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { runOnly: { type: "tag", values: wcagTags } });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} → ${node.target.join(" ")}`),
  );
}
