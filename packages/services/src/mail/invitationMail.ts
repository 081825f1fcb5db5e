import type { AdministeredApplication } from "@wire/domain";

/** The applications' names as the dashboard shows them in English. */
const APPLICATION_NAMES: Record<AdministeredApplication, string> = {
  komaxDirect: "WIRE direct",
  serviceTicketing: "Service ticketing",
  inventory: "Inventory",
  delegatedAdmin: "User administration",
  artemis: "artemis",
  mfpWireMaster: "WIRE Master",
  mfpMasterData: "Master data",
  kampus: "kampus",
  productInformation: "Product information",
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The link that lets the invitee set a password (the app's `/{locale}/portal/invitation/{token}`). */
export function invitationLink(appUrl: string, locale: string, token: string): string {
  return `${appUrl.replace(/\/$/, "")}/${encodeURIComponent(locale)}/portal/invitation/${encodeURIComponent(token)}`;
}

/**
 * The invitation e-mail (English): who invites, to which application and organisation, the link
 * and until when it is valid.
 *
 * @example
 * invitationMail({ ... }).subject; // => "You are invited to Service ticketing on the WIRE customer portal"
 */
export function invitationMail(options: {
  inviterName: string;
  inviteeName: string;
  application: AdministeredApplication;
  organisationName: string;
  link: string;
  expiresAt: Date;
  registered: boolean;
}) {
  const application = APPLICATION_NAMES[options.application];
  const until = options.expiresAt.toISOString().slice(0, 10);
  const greeting = options.inviteeName ? `Hello ${options.inviteeName},` : "Hello,";
  const next = options.registered
    ? "Sign in with your existing password through this link to accept the invitation:"
    : "Set your password through this link, and you are signed in to the portal:";
  const subject = `You are invited to ${application} on the WIRE customer portal`;
  const text = `${greeting}

${options.inviterName} invites you to use ${application} for ${options.organisationName} on the WIRE customer portal.

${next}
${options.link}

The link is valid until ${until} (UTC) and can be used once. If it has expired, ask your administrator for a new one.

WIRE Group
`;
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; color: #1a1f24">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(options.inviterName)} invites you to use <strong>${escapeHtml(application)}</strong> for ${escapeHtml(options.organisationName)} on the WIRE customer portal.</p>
<p>${escapeHtml(next)}</p>
<p><a href="${escapeHtml(options.link)}">${escapeHtml(options.link)}</a></p>
<p>The link is valid until ${escapeHtml(until)} (UTC) and can be used once. If it has expired, ask your administrator for a new one.</p>
<p>WIRE Group</p>
</body></html>`;
  return { subject, text, html };
}
