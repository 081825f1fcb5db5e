import { Heading, ThemeRoot } from "@wire/design-system";
import { pageNotFoundMessage } from "@wire/domain";
import { headers } from "next/headers";
import { ORIGINAL_PATH_HEADER } from "../../routing/requestHeaders";

/** Answers 404 for any path no page matches, naming the path (spec section 8). */
export default async function NotFound() {
  const path = (await headers()).get(ORIGINAL_PATH_HEADER) ?? "/";
  return (
    <ThemeRoot>
      <main id="main">
        <Heading level={1}>{pageNotFoundMessage(path)}</Heading>
      </main>
    </ThemeRoot>
  );
}
