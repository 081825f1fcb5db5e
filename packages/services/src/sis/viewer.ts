import { deriveServiceStatuses, type PortalArea, portalAreas } from "@wire/domain";
import { ID_TOKEN_HEADER } from "@wire/graphql";
import { createGraphQLError } from "graphql-yoga";
import { createLocalJWKSet, type JWK, jwtVerify } from "jose";

/** The signed-in user a SIS request acts for, from the verified ID token only. */
export interface Viewer {
  sub: string;
  name: string;
  organisationId: string;
  /** The portal areas the token's roles open (the domain's `portalAreas`). */
  areas: readonly PortalArea[];
}

const unauthenticated = (message: string) =>
  createGraphQLError(message, { extensions: { code: "UNAUTHENTICATED", http: { status: 401 } } });

/**
 * Verifies the `x-id-token` header against the identity server's key, issuer
 * and client id and reads the viewer from its claims; anything else is 401.
 */
export function createViewerReader(options: {
  issuer: string;
  clientId: string;
  publicKey: JWK;
  rolePrefix: string;
}) {
  const keys = createLocalJWKSet({ keys: [options.publicKey] });
  return async (request: Request): Promise<Viewer> => {
    const token = request.headers.get(ID_TOKEN_HEADER);
    if (!token) throw unauthenticated("An ID token is required");
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.clientId,
      });
      const { sub, organisation_id: organisationId, roles, name } = payload;
      if (typeof sub !== "string" || typeof organisationId !== "string") {
        throw new Error("missing claims");
      }
      const roleList = Array.isArray(roles) || typeof roles === "string" ? roles : [];
      return {
        sub,
        name: typeof name === "string" ? name : sub,
        organisationId,
        areas: portalAreas(deriveServiceStatuses(roleList as string[], options.rolePrefix)),
      };
    } catch {
      throw unauthenticated("The ID token is not valid");
    }
  };
}

/** The error for a call the viewer's roles do not unlock. */
export function forbidden(area: string) {
  return createGraphQLError(`Your roles do not unlock ${area}`, {
    extensions: { code: "FORBIDDEN" },
  });
}

/** Throws `FORBIDDEN` unless the viewer may use one of `areas`. */
export function requireArea(viewer: Viewer, ...areas: PortalArea[]): void {
  if (!areas.some((area) => viewer.areas.includes(area))) throw forbidden(areas.join(" or "));
}

/** The largest page a list returns, whatever `first` asks for. */
export const MAX_PAGE_SIZE = 100;

/** `first`/`offset` clamped to the server's limits. */
export function pageWindow(first: number | null | undefined, offset: number | null | undefined) {
  const size = Math.min(Math.max(Math.trunc(first ?? 20), 0), MAX_PAGE_SIZE);
  return { limit: size, offset: Math.max(Math.trunc(offset ?? 0), 0) };
}
