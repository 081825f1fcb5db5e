import type { Page } from "@playwright/test";

/** WCAG 2.2's reflow width (1.4.10): 320 CSS pixels, as a 1280 px window zoomed to 400 %. */
export const REFLOW_WIDTH = 320;

/**
 * What makes the page scroll sideways at its viewport's width, one line each: the document
 * itself, and every rendered element whose box reaches past either edge of the viewport outside
 * a container that scrolls or clips it (a data table in its own scroll box is what WCAG allows),
 * or whose own text overflows its box. Empty when the page reflows.
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const label = (el: Element) => {
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const className = el.getAttribute("class")?.split(" ")[0];
      return `<${el.tagName.toLowerCase()}${className ? `.${className}` : ""}> "${text}"`;
    };
    const clippedByAncestor = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (/auto|scroll|hidden|clip/.test(getComputedStyle(a).overflowX)) return true;
      }
      return false;
    };
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide, not ${width}`);
    }
    for (const el of document.body.querySelectorAll("*")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || clippedByAncestor(el)) continue;
      if (box.right > width + 1 || box.left < -1) {
        found.push(`${label(el)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      } else if (
        el.children.length === 0 &&
        el instanceof HTMLElement &&
        el.clientWidth > 0 &&
        el.scrollWidth > el.clientWidth + 1 &&
        getComputedStyle(el).overflowX === "visible"
      ) {
        found.push(`${label(el)} overflows its ${el.clientWidth} px box`);
      }
    }
    return found;
  });
}

/** The widths the portal's lists are judged at (issue 42): a desktop and a phone. */
export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** Every table on the page that is wider than the box it sits in (at 1440 px: none). */
export function tablesWiderThanTheirBox(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main table")].flatMap((table) => {
      const box = table.parentElement!;
      const width = Math.round(table.getBoundingClientRect().width);
      return width > box.clientWidth + 1
        ? [
            `"${table.querySelector("caption")?.textContent}" is ${width} px in ${box.clientWidth} px`,
          ]
        : [];
    }),
  );
}

/**
 * The rows of the page's tables whose cells under these headers (e.g. the ID and the status) are
 * not wholly in view: hidden, empty of boxes, or reaching past the viewport's edges. Empty when
 * every row shows them, as a phone's cards must.
 */
export function rowsMissingCells(page: Page, headers: readonly string[]): Promise<string[]> {
  return page.evaluate((wanted) => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll("main table")].flatMap((table) => {
      const names = [...table.querySelectorAll("thead th")].map((th) => th.textContent?.trim());
      const columns = wanted.map((header) => names.indexOf(header));
      if (columns.includes(-1)) return [`a table without the columns ${wanted.join(", ")}`];
      return [...table.querySelectorAll("tbody tr")].flatMap((row, index) => {
        const cells = (row as HTMLTableRowElement).cells;
        if (cells.length === 1) return []; // the "no results" row
        return columns.flatMap((column, at) => {
          const box = cells[column]!.getBoundingClientRect();
          return box.width === 0 || box.left < -1 || box.right > width + 1
            ? [
                `row ${index + 1}: its ${wanted[at]} spans ${Math.round(box.left)}–${Math.round(box.right)} px`,
              ]
            : [];
        });
      });
    });
  }, headers);
}
