import { notFound } from "next/navigation";
import { Suspense } from "react";
import { StatusOnlyBoundary } from "../components/StatusOnlyBoundary";
import type { SitePageParams } from "./findSitePage";
import { NotFoundPage } from "./NotFoundPage";

/**
 * A public page's 404 whose server HTML holds the whole not-found page
 * (header, message, home link, footer) for visitors without JavaScript and
 * crawlers (issue 18). Next renders a page that throws `notFound()` as an
 * empty error shell and leaves the not-found page to the browser
 * (vercel/next.js#62228); thrown inside a Suspense boundary instead, the
 * kept (ISR) render answers 404 and keeps the HTML rendered beside it. In
 * the browser the boundary throws again, into `StatusOnlyBoundary`, and the
 * page stays as rendered: the route's own not-found page is not needed, and
 * as Next sends a route's not-found page inside every page's payload, the
 * route's is a bare one (`(site)/not-found.tsx`).
 */
export function NotFoundResponse({ params }: { params: SitePageParams }) {
  return (
    <>
      <NotFoundPage siteSegment={params.site} urlCode={params.locale} />
      <StatusOnlyBoundary>
        <Suspense fallback={null}>
          <AnswerNotFound />
        </Suspense>
      </StatusOnlyBoundary>
    </>
  );
}

/** Sets the 404 status; it renders nothing. */
async function AnswerNotFound(): Promise<null> {
  notFound();
}
