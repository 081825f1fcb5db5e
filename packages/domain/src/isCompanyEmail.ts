/**
 * Whether an e-mail address belongs to the company's own domains (issue 41): its domain is one of
 * `companyDomains` or a subdomain of one, compared without case. Such an address is an employee's,
 * so it is an internal user and never one an external administrator invites or manages.
 *
 * @example
 * isCompanyEmail("Ines@CH.wire.example", ["wire.example"]); // => true
 * isCompanyEmail("ines@wire.example.com", ["wire.example"]); // => false
 */
export function isCompanyEmail(email: string, companyDomains: readonly string[]): boolean {
  const at = email.lastIndexOf("@");
  if (at < 0) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  if (!domain) return false;
  return companyDomains.some((entry) => {
    const company = entry.trim().toLowerCase().replace(/^@/, "").replace(/\.$/, "");
    return company !== "" && (domain === company || domain.endsWith(`.${company}`));
  });
}
