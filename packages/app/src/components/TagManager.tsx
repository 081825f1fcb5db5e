import { Suspense } from "react";
import { PageViews } from "./PageViews";
import { tagManagerSnippet } from "./tagManagerSnippet";

function ContainerScript({ containerId }: { containerId: string }) {
  const snippet = { __html: tagManagerSnippet(containerId) };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own snippet (CSP: by hash on per-request pages); the configured id is JSON-quoted with `<` escaped
  return <script id="tag-manager" dangerouslySetInnerHTML={snippet} />;
}

/**
 * The tag manager (spec section 7): a page-view event in the data layer on
 * the first render and on every client-side navigation, and the container
 * script only when a container id is configured, so a local or test run
 * makes no network call. The snippet is part of the server's HTML (it runs
 * once per document), which keeps a script loader out of the first load.
 */
export function TagManager({
  containerId,
  language,
}: {
  containerId: string | undefined;
  language: string;
}) {
  return (
    <>
      {/* The page path and query are read on the client only. */}
      <Suspense>
        <PageViews language={language} />
      </Suspense>
      {containerId ? <ContainerScript containerId={containerId} /> : null}
    </>
  );
}
