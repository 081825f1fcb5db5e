/**
 * The identity server's own pages: plain HTML, accessible, in the site's
 * Default theme colours. No script runs on them (but the logout confirmation's own).
 */
import { inlineHash, pageSecurityHeaders } from "../http/pageSecurityHeaders";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/**
 * The group's mark (the site's `icon.svg`) inline, so the browser does not ask the identity
 * server for a `/favicon.ico` it does not have (a 404 in the console of every sign-in). A copy,
 * as the colours above are: the identity server stands in for an external one, which brands its
 * pages itself and does not load the site's files.
 */
const ICON_LINK = `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#0b4f9c"/><path d="M12 18l9 28 11-22 11 22 9-28" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
)}">`;

/** The pages' one stylesheet, inline: its hash is in their policy (`identityPageHeaders`). */
const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { margin: 0; background: #f3f5f7; color: #1a1f24; }
  main { max-width: 26rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 8px; box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.5rem; margin: 0 0 1.5rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.625rem 0.75rem; border: 1px solid #5c6670; border-radius: 4px; font: inherit; }
  input:focus-visible, button:focus-visible { outline: 3px solid #0b5cad; outline-offset: 2px; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.75rem; border: 0; border-radius: 4px; background: #0b5cad; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  .error { color: #a4151b; background: #fdecec; padding: 0.75rem; border-radius: 4px; }
  .field-error { color: #a4151b; margin: 0.25rem 0 0; }
  .hint { color: #4a535c; margin: 0.25rem 0 0; font-size: 0.875rem; }
  input[readonly] { background: #f3f5f7; }
  pre { white-space: pre-wrap; background: #f3f5f7; padding: 0.75rem; }
`;

/** The logout confirmation's only script: it submits the form at once. */
const LOGOUT_SCRIPT = `document.getElementById("op.logoutForm").submit();`;

/**
 * The security headers of every identity page (issue 41, item 7): nothing loads but the page's
 * own stylesheet and icon, no script runs (on the logout confirmation only its own, `logout`),
 * forms go to the identity server and, after its redirects, to the site (`appUrl`), and no one
 * may frame the pages.
 */
export function identityPageHeaders(
  appUrl: string,
  options: { logout?: boolean } = {},
): Record<string, string> {
  return pageSecurityHeaders({
    styles: [inlineHash(STYLE)],
    scripts: options.logout ? [inlineHash(LOGOUT_SCRIPT)] : [],
    formTargets: [new URL(appUrl).origin],
  });
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | WIRE Group</title>
${ICON_LINK}
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * The sign-in form of an interaction; `error` repeats the entered e-mail so nothing is lost.
 * `notice` says why the visitor is here (an unusable invitation link, an invitation to accept).
 */
export function loginPage(options: {
  action: string;
  email?: string;
  error?: string;
  notice?: string;
}): string {
  const error = options.error
    ? `<p class="error" role="alert" id="login-error">${escapeHtml(options.error)}</p>`
    : "";
  const notice = options.notice
    ? `<p class="error" role="alert" id="login-notice">${escapeHtml(options.notice)}</p>`
    : "";
  return layout(
    "Sign in",
    `<h1>Sign in to the customer portal</h1>
${notice}
${error}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? "")}"${options.error ? ' aria-describedby="login-error"' : ""}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">Sign in</button>
</form>`,
  );
}

/**
 * An invitee's first visit: their e-mail (read-only), a new password and its confirmation, each
 * with its error beside it. Passwords are never written back into the page.
 */
export function setPasswordPage(options: {
  action: string;
  email: string;
  errors?: { newPassword?: string; confirmPassword?: string };
  passwordHint: string;
}): string {
  const errors = options.errors ?? {};
  const field = (name: "newPassword" | "confirmPassword", label: string, hint?: string) => {
    const error = errors[name];
    const described = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""]
      .filter(Boolean)
      .join(" ");
    return `<label for="${name}">${label}</label>
  <input id="${name}" name="${name}" type="password" autocomplete="new-password" required${described ? ` aria-describedby="${described}"` : ""}${error ? ' aria-invalid="true"' : ""}>
  ${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ""}
  ${error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>` : ""}`;
  };
  const summary =
    errors.newPassword || errors.confirmPassword
      ? `<p class="error" role="alert">Please correct the marked fields.</p>`
      : "";
  return layout(
    "Set your password",
    `<h1>Set your password</h1>
<p>Welcome to the customer portal. Choose a password to accept your invitation; you are signed in afterwards.</p>
${summary}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" autocomplete="username" readonly value="${escapeHtml(options.email)}">
  ${field("newPassword", "New password", options.passwordHint)}
  ${field("confirmPassword", "Confirm the new password")}
  <button type="submit">Set password and sign in</button>
</form>`,
  );
}

/** What the identity server shows when a request cannot be completed. */
export function errorPage(error: string, description: string): string {
  return layout(
    "Sign-in error",
    `<h1>Sign-in error</h1>
<p class="error" role="alert">${escapeHtml(description || "The request could not be completed.")}</p>
<pre>error: ${escapeHtml(error)}</pre>`,
  );
}

/**
 * The end-session confirmation: oidc-provider's form (with its xsrf field)
 * submitted straight away; without script the visitor presses the button.
 */
export function logoutPage(form: string): string {
  return layout(
    "Signing out",
    `<h1>Signing you out…</h1>
${form.replace("</form>", '<input type="hidden" name="logout" value="yes"></form>')}
<button type="submit" form="op.logoutForm">Sign out</button>
<script>${LOGOUT_SCRIPT}</script>`,
  );
}

/** Shown when a logout had no registered place to return to. */
export function loggedOutPage(appUrl: string): string {
  return layout(
    "Signed out",
    `<h1>You are signed out</h1>
<p><a href="${escapeHtml(appUrl)}">Back to the website</a></p>`,
  );
}
