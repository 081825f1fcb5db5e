import { Heading, Text, ThemeRoot } from "@wire/design-system";
import { LOGIN_PASSWORD_ERROR_MESSAGE } from "@wire/domain";
import type { Metadata } from "next";
import { safeReturnPath } from "../../../auth/returnPath";
import { appConfig } from "../../../config";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? "";

export const metadata: Metadata = {
  title: `Sign-in error | ${appConfig().COMPANY_NAME}`,
  robots: "noindex",
};

/** The identity error page: what went wrong at login, with the technical details (spec section 8). */
export default async function IdentityErrorPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const query = await searchParams;
  const error = first(query.error) || "unknown_error";
  const description = first(query.error_description);
  const retry = `/api/auth/login?${new URLSearchParams({ returnTo: safeReturnPath(first(query.returnTo), locale.split("-")[0]) })}`;
  return (
    <ThemeRoot>
      <main id="main">
        <Heading level={1}>{LOGIN_PASSWORD_ERROR_MESSAGE}</Heading>
        <Text>
          <a href={retry}>Try to sign in again</a> or{" "}
          <a href={`mailto:${appConfig().SUPPORT_EMAIL}`}>contact support</a>.
        </Text>
        <section aria-labelledby="technical-details">
          <Heading level={2} id="technical-details">
            Technical details
          </Heading>
          <dl>
            <dt>Error</dt>
            <dd data-testid="identity-error">{error}</dd>
            <dt>Description</dt>
            <dd data-testid="identity-error-description">{description || "—"}</dd>
          </dl>
        </section>
      </main>
    </ThemeRoot>
  );
}
