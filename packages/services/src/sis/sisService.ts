import { randomInt } from "node:crypto";
import { ID_TOKEN_HEADER } from "@wire/graphql";
import { typeDefs } from "@wire/graphql/schema";
import { and, desc, eq } from "drizzle-orm";
import type { YogaInitialContext } from "graphql-yoga";
import { createGraphQLError } from "graphql-yoga";
import { createLocalJWKSet, type JWK, jwtVerify } from "jose";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import { createGraphqlServer } from "../http/graphqlServer";

interface SisContext extends Record<string, unknown> {
  user: { sub: string; organisationId: string };
}

const unauthenticated = (message: string) =>
  createGraphQLError(message, { extensions: { code: "UNAUTHENTICATED", http: { status: 401 } } });

/**
 * The data service (SIS) and ticketing at `/sis/graphql`. Each request is
 * authenticated by the user's ID token, verified against the identity
 * server's published keys, issuer and client id.
 */
export function createSisService(
  db: Database,
  options: { development: boolean; issuer: string; clientId: string; publicKey: JWK },
) {
  const keys = createLocalJWKSet({ keys: [options.publicKey] });

  async function context({ request }: YogaInitialContext): Promise<SisContext> {
    const token = request.headers.get(ID_TOKEN_HEADER);
    if (!token) throw unauthenticated("An ID token is required");
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.clientId,
      });
      const organisationId = payload.organisation_id;
      if (typeof payload.sub !== "string" || typeof organisationId !== "string") {
        throw new Error("missing claims");
      }
      return { user: { sub: payload.sub, organisationId } };
    } catch {
      throw unauthenticated("The ID token is not valid");
    }
  }

  const toTicket = (row: typeof t.tickets.$inferSelect) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  });

  const resolvers = {
    Query: {
      tickets: async (_: unknown, __: unknown, ctx: SisContext) => {
        const rows = await db
          .select()
          .from(t.tickets)
          .where(eq(t.tickets.organisationId, ctx.user.organisationId))
          .orderBy(desc(t.tickets.createdAt));
        return rows.map(toTicket);
      },
      ticket: async (_: unknown, args: { id: string }, ctx: SisContext) => {
        const [row] = await db
          .select()
          .from(t.tickets)
          .where(
            and(eq(t.tickets.id, args.id), eq(t.tickets.organisationId, ctx.user.organisationId)),
          );
        return row ? toTicket(row) : null;
      },
    },
    Mutation: {
      createTicket: async (
        _: unknown,
        args: {
          input: {
            location: string;
            ticketType: string;
            machine: string;
            subject: string;
            description: string;
          };
        },
        ctx: SisContext,
      ) => {
        const [row] = await db
          .insert(t.tickets)
          .values({
            id: `T-${randomInt(200_000, 999_999)}`,
            organisationId: ctx.user.organisationId,
            createdBy: ctx.user.sub,
            status: "OPEN",
            ...args.input,
          })
          .returning();
        return toTicket(row!);
      },
    },
  };

  return createGraphqlServer<SisContext>({
    endpoint: "/sis/graphql",
    typeDefs: typeDefs("sis"),
    resolvers,
    development: options.development,
    context,
  });
}
