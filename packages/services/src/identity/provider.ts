import { UI_LANGUAGES } from "@wire/domain";
import type { JWK } from "jose";
import Provider, {
  type Configuration,
  interactionPolicy,
  type KoaContextWithOIDC,
} from "oidc-provider";
import type { ServicesConfig } from "../config";
import type { Database } from "../db/connect";
import type { UserAdminStore } from "../sis/userAdminStore";
import { CLAIMS_BY_SCOPE, createAccounts, userClaims } from "./accounts";
import { createDbAdapter } from "./dbAdapter";
import { errorPage, identityPageHeaders, loggedOutPage, logoutPage } from "./pages";

/** Where the identity server's own login pages live, beside the realm (base path ending in /am). */
export const INTERACTION_PATH = "/am/interaction";

/** The session check, relative to the issuer. */
export const SESSION_CHECK_PATH = "/session/check";

/**
 * The extra authorization parameter of an invitation link: the app's
 * `/{locale}/portal/invitation/{token}` starts a sign-in with `invitation=<token>`.
 */
export const INVITATION_PARAM = "invitation";

/**
 * oidc-provider's default prompts, with the login prompt also asked whenever an invitation comes
 * along (even with a session), so the invitee sets a password or signs in to accept it.
 */
function policyWithInvitations() {
  const policy = interactionPolicy.base();
  policy
    .get("login")!
    .checks.add(
      new interactionPolicy.Check("invitation", "An invitation is being accepted", (ctx) =>
        ctx.oidc.params?.[INVITATION_PARAM] && !ctx.oidc.result?.login
          ? interactionPolicy.Check.REQUEST_PROMPT
          : interactionPolicy.Check.NO_NEED_TO_PROMPT,
      ),
    );
  return policy;
}

/**
 * The site's login returns, each registered exactly (RFC 9700 §2.1: compared as strings, no
 * pattern): `/{language}/callback` for each UI language (the app returns a visitor of
 * `/de-ch/…` to `/de/callback`; the page itself travels in the login transaction), and the
 * silent login's `/blank-callback`.
 *
 * @example siteRedirectUris("http://localhost:3000")[0] // "http://localhost:3000/en/callback"
 */
export function siteRedirectUris(appUrl: string): string[] {
  const base = appUrl.replace(/\/$/, "");
  return [
    ...UI_LANGUAGES.map((language) => `${base}/${language}/callback`),
    `${base}/blank-callback`,
  ];
}

/** The scopes the site asks for (spec section 7): OpenID, profile, e-mail and identity management. */
export const SITE_SCOPES = ["openid", "profile", "email", "fr:idm:*", "offline_access"];

/**
 * The local identity server: oidc-provider, a certified OpenID Connect
 * provider, configured like the production realm — authorization code with
 * PKCE (S256) only, a public client, AM-style endpoint paths.
 */
export function createIdentityProvider(
  db: Database,
  config: ServicesConfig,
  signingKey: JWK,
  userAdmin: UserAdminStore,
) {
  const accounts = createAccounts(db);
  const appUrl = config.APP_URL.replace(/\/$/, "");
  const configuration: Configuration = {
    adapter: createDbAdapter(db),
    clients: [
      {
        client_id: config.OIDC_CLIENT_ID,
        token_endpoint_auth_method: "none",
        application_type: "web",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        // Matched exactly (oidc-provider's own `redirectUriAllowed`).
        redirect_uris: siteRedirectUris(appUrl),
        post_logout_redirect_uris: [`${appUrl}/`, `${appUrl}/en`],
      },
    ],
    jwks: { keys: [signingKey] },
    pkce: { required: () => true },
    responseTypes: ["code"],
    scopes: SITE_SCOPES,
    claims: CLAIMS_BY_SCOPE,
    conformIdTokenClaims: false,
    extraParams: [INVITATION_PARAM],
    findAccount: async (_ctx, sub) => {
      // An invitation past its expiry must not reach a token as still invited.
      await userAdmin.expireInvitations(sub);
      const user = await accounts.findById(sub);
      if (!user) return undefined;
      return { accountId: sub, claims: async () => userClaims(user) };
    },
    // The site is a first-party client: the user is never asked to consent to it.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { provider, session, client, result } = ctx.oidc;
      if (!session?.accountId || !client) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SITE_SCOPES.join(" "));
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    interactions: {
      policy: policyWithInvitations(),
      url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}`,
    },
    cookies: { keys: [config.OIDC_COOKIE_SECRET] },
    ttl: {
      AccessToken: config.ACCESS_TOKEN_TTL_S,
      IdToken: config.ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 60,
      Interaction: 30 * 60,
      Session: 8 * 60 * 60,
      Grant: 8 * 60 * 60,
      RefreshToken: 8 * 60 * 60,
    },
    routes: {
      authorization: "/authorize",
      token: "/access_token",
      userinfo: "/userinfo",
      revocation: "/token/revoke",
      end_session: "/connect/endSession",
      jwks: "/connect/jwk_uri",
      introspection: "/introspect",
    },
    features: {
      devInteractions: { enabled: false },
      // A client may revoke only tokens issued to it.
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      introspection: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // The site asks for logout itself (with id_token_hint), so the confirmation submits at once.
        logoutSource: async (ctx, form) => {
          ctx.set(identityPageHeaders(appUrl, { logout: true }));
          ctx.type = "html";
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = "html";
          ctx.body = loggedOutPage(appUrl);
        },
      },
    },
    clientBasedCORS: () => true,
    renderError: async (ctx, out) => {
      ctx.type = "html";
      ctx.body = errorPage(out.error ?? "error", out.error_description ?? "");
    },
  };

  const provider = new Provider(config.issuer, configuration);
  // The app's locales are data (countries × languages), so the localised home pages a logout
  // may return to are matched by shape; callbacks are not (see `siteRedirectUris`).
  const origin = appUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const afterLogout = new RegExp(`^${origin}(/[a-z]{2}(-[a-z]{2})?)?/?$`);
  // The HTML pages (errors, logout, oidc-provider's own self-submitting forms) get the identity
  // pages' policy, set before the route runs: oidc-provider adds its forms' script hash to it.
  // Other answers only `nosniff`: the silent login's frame gets redirects, never a page.
  provider.use(async (ctx, next) => {
    ctx.set(identityPageHeaders(appUrl));
    await next();
    if (ctx.response.is("html")) {
      // 'none' beside a hash oidc-provider added would only draw a console warning.
      const csp = ctx.response.get("content-security-policy");
      ctx.set(
        "content-security-policy",
        csp.replace(/script-src 'none' (?='sha256-)/, "script-src "),
      );
    } else {
      ctx.remove("content-security-policy");
      ctx.remove("x-frame-options");
    }
  });
  // The session check (spec section 7): does the browser still have a login here? The site asks
  // before its silent prompt=none attempt, so a visitor without one goes straight to the login form.
  provider.use(async (ctx, next) => {
    if (ctx.path !== SESSION_CHECK_PATH) return next();
    ctx.set("access-control-allow-origin", appUrl);
    ctx.set("access-control-allow-credentials", "true");
    ctx.set("cache-control", "no-store");
    if (ctx.method !== "GET") {
      ctx.status = ctx.method === "OPTIONS" ? 204 : 405;
      return;
    }
    const session = await provider.Session.get(ctx);
    ctx.body = { valid: Boolean(session.accountId) };
  });

  const proto = provider.Client.prototype;
  const postLogoutRedirectUriAllowed = proto.postLogoutRedirectUriAllowed;
  proto.postLogoutRedirectUriAllowed = function (this: typeof proto, uri: string) {
    return afterLogout.test(uri) || postLogoutRedirectUriAllowed.call(this, uri);
  };
  return { provider, accounts };
}
