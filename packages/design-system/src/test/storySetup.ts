import { afterEach, expect } from "vitest";
import { page } from "vitest/browser";
import { type ThemeName, themes } from "../themes/themes";

/** Every story is captured in Default and in this brand theme. */
const visualThemes: ThemeName[] = ["Default", "Adaptronic"];

interface StoryContext {
  story?: {
    id: string;
    parameters?: { visual?: { disable?: boolean; allowedMismatchedPixels?: number } };
  };
}

/**
 * Visual regression for the storybook project: after each story has rendered
 * (and passed its play function and axe check), screenshot its theme root in
 * each visual theme and compare with the committed baseline. The theme is
 * switched by swapping the class, as an app would at run time.
 */
afterEach(async (context) => {
  const story = (context as unknown as StoryContext).story;
  if (!story || story.parameters?.visual?.disable) return;
  if (context.task.result?.state === "fail") return;
  const root = document.querySelector<HTMLElement>("[data-wire-theme]");
  if (!root) return;
  const current = root.dataset.wireTheme as ThemeName;
  // The root and any portalled overlay (Modal, SidePanel, popovers) carry the theme class.
  const themed = [...document.querySelectorAll<HTMLElement>(`.${themes[current]}`)];
  const originals = themed.map((element) => element.className);
  // Images decoded first: on a loaded machine a late image is the usual cause of a diff.
  await Promise.all(
    [...root.querySelectorAll("img")].map((image) => image.decode().catch(() => undefined)),
  );
  try {
    for (const theme of visualThemes) {
      themed.forEach((element, index) => {
        element.className = originals[index]!.replace(themes[current], themes[theme]);
      });
      // Swapping the theme starts colour transitions (buttons fade to the new accent): let them end.
      // Transitions only: a spinner's endless animation never finishes.
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      await expect.element(page.elementLocator(root)).toMatchScreenshot(`${story.id}--${theme}`, {
        comparatorName: "pixelmatch",
        comparatorOptions: {
          allowedMismatchedPixels: story.parameters?.visual?.allowedMismatchedPixels,
        },
      });
    }
  } finally {
    themed.forEach((element, index) => {
      element.className = originals[index]!;
    });
  }
});
