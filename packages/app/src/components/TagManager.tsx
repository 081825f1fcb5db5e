import { Suspense } from "react";
import { PageViews } from "./PageViews";

/** The tag manager's container snippet; `containerId` comes from the configuration. */
function containerSnippet(containerId: string): string {
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(containerId)});`;
}

function ContainerScript({ containerId }: { containerId: string }) {
  const snippet = { __html: containerSnippet(containerId) };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own snippet; the configured id is JSON-quoted
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
