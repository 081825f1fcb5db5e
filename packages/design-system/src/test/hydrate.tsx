import { act, type ReactNode, useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { onTestFinished } from "vitest";

/** Renders its children again right after hydration, as forms that note they are hydrated do. */
function RendersAgain({ children }: { children: ReactNode }) {
  const [, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <>{children}</>;
}

/**
 * Puts the server's markup of `tree` in the document, as a visitor gets it before the script
 * loads (or without script); removed when the test ends, passed or not.
 */
export function renderServerMarkup(tree: ReactNode): HTMLDivElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  onTestFinished(() => container.remove());
  return container;
}

/**
 * Renders `page` on the "server", lets `typeEarly` change its inputs as a visitor would before the
 * script loads, then hydrates it (with one more render right after, as a form that notes it is
 * hydrated does). Returns its inputs; the page is unmounted when the test ends, passed or not.
 */
export async function hydrateAfterEarlyTyping(
  page: ReactNode,
  typeEarly: (inputs: HTMLInputElement[]) => void,
): Promise<HTMLInputElement[]> {
  const tree = <RendersAgain>{page}</RendersAgain>;
  const container = renderServerMarkup(tree);
  // Registered first: a failing `typeEarly` must not leave a mounted root for the next tests.
  let root: ReturnType<typeof hydrateRoot> | undefined;
  onTestFinished(() => root?.unmount());
  const inputs = [...container.querySelectorAll("input")];
  typeEarly(inputs);
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  root = await act(async () => hydrateRoot(container, tree));
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  return inputs;
}
