/**
 * Where the proxy sends a request whose site matches but has no domain
 * configuration (spec sections 2 and 8): the error is raised here, so the
 * error page shows and the server answers 500 — never a crash of the proxy.
 */
export default function SiteErrorPage(): never {
  throw new Error("The site for this address has no domain configuration");
}
