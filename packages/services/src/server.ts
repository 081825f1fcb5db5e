import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Duplex } from "node:stream";
import type { Logger } from "pino";
import { ASSETS_PATH, createAssetHandler } from "./assets/assetHandler";
import { BOTCHECK_PATH, createBotcheckApi } from "./botcheck/botcheckApi";
import { ISSUER_PATH, type ServicesConfig } from "./config";
import { CONTENT_MANAGEMENT_PATH, createContentManagementApi } from "./content/contentManagement";
import { createContentService } from "./content/contentService";
import { createCrmWorker } from "./crm/crmWorker";
import { type DatabaseHandle, openDatabase, resetDatabase } from "./db/connect";
import { createFileHandler, FILES_PATH } from "./files/fileHandler";
import { createFormSubmissionStore } from "./forms/formSubmissionStore";
import { createFormsApi, FORMS_PATH } from "./forms/formsApi";
import { currentRequestLog, withRequestLog } from "./http/requestLog";
import { answeredUnreadablePath } from "./http/unreadablePath";
import { ACCOUNT_API_PATH, createAccountApi } from "./identity/accountApi";
import { createInteractionHandler } from "./identity/interactions";
import { createLoginThrottle } from "./identity/loginThrottle";
import { createIdentityProvider, INTERACTION_PATH } from "./identity/provider";
import { loadSigningKey, publicJwk } from "./identity/signingKey";
import { createMailCatcher, MAIL_PATH, type MailCatcher } from "./mail/mailCatcher";
import { createMailOutbox } from "./mail/mailOutbox";
import { createMailWorker } from "./mail/mailWorker";
import { createCatalogueStore } from "./products/catalogueStore";
import { createProductService } from "./products/productService";
import { createSearchHandler, createSearchService, SEARCH_PATH } from "./search/searchService";
import { seed } from "./seed/seed";
import { createDeskApi, DESK_PATH } from "./sis/deskApi";
import {
  ATTACHMENTS_PATH,
  createSisFileHandler,
  DOWNLOADS_PATH,
  EXPLODED_VIEWS_PATH,
} from "./sis/sisFiles";
import { createSisService } from "./sis/sisService";
import { createUploadStore, UPLOADS_PATH } from "./sis/uploadStore";
import { createUserAdminStore } from "./sis/userAdminStore";
import { createViewerReader } from "./sis/viewer";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface RunningServices {
  url: string;
  issuer: string;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * Opens the database (migrating and seeding it), then serves every local
 * service from one HTTP server:
 * `/content/graphql`, `/assets/…` (seed images), `/products/graphql`, `/files/…` (documents),
 * `/search/…` (site search), `/sis/graphql` with its uploads (tus), attachments and WIRE Flow
 * files, the public forms' API under `/forms/…`, the bot check under `/botcheck/…`, the identity
 * server under `/am/…`, the local mail inbox at `/mail` and `/health`. The mail catcher (SMTP,
 * `MAIL_CATCHER_PORT`), the worker that sends the e-mail outbox and the one that delivers form
 * submissions to the CRM (`CRM_URL`) run in the same process and stop with it.
 */
export async function startServices(
  config: ServicesConfig,
  options: {
    reset?: boolean;
    /** Where the services' lines go; default `logger`, or nowhere. */
    log?: (line: string) => void;
    /** The JSON logger (pino): a line per request and every error, each with its request id. */
    logger?: Logger;
    inMemory?: boolean;
    /** An open database to serve instead of opening one (tests start from a seeded copy). */
    database?: DatabaseHandle;
  } = {},
): Promise<RunningServices> {
  const { logger } = options;
  // Inside a request, a line carries that request's id.
  const log =
    options.log ??
    (logger ? (line: string) => (currentRequestLog() ?? logger).info(line) : () => {});
  const inMemory = options.inMemory || options.database !== undefined;
  const database =
    options.database ??
    (await openDatabase({
      dataDir: config.DATA_DIR,
      databaseUrl: config.DATABASE_URL,
      inMemory,
    }));
  log(
    `database: ${database.kind === "pglite" ? `PGlite at ${inMemory ? "memory" : config.DATA_DIR}` : "PostgreSQL"}, migrations applied`,
  );
  if (options.reset) {
    log("database: --reset, emptying every table");
    await resetDatabase(database.db);
  }
  await seed(database.db, {
    demoPassword: config.DEMO_PASSWORD,
    rolePrefix: config.ROLE_PREFIX,
    ticketCount: config.SEED_TICKETS,
    log,
  });

  const development = config.NODE_ENV !== "production";
  const mailCatcher = await startMailCatcher(config.MAIL_CATCHER_PORT, log);
  const outbox = createMailOutbox(database.db);
  const mailWorker = createMailWorker(outbox, {
    smtpUrl: config.smtpUrl,
    from: config.MAIL_FROM,
    pollIntervalMs: config.MAIL_POLL_INTERVAL_MS,
    retryBaseMs: config.MAIL_RETRY_BASE_MS,
    log,
  });
  const formSubmissions = createFormSubmissionStore(database.db, {
    outbox,
    appUrl: config.APP_URL,
  });
  const crmWorker = createCrmWorker(formSubmissions, {
    crmUrl: config.CRM_URL,
    pollIntervalMs: config.CRM_POLL_INTERVAL_MS,
    retryBaseMs: config.CRM_RETRY_BASE_MS,
    log,
  });
  const userAdmin = createUserAdminStore(database.db, {
    rolePrefix: config.ROLE_PREFIX,
    appUrl: config.APP_URL,
    outbox,
    companyDomains: config.COMPANY_EMAIL_DOMAINS,
  });
  const signingKey = await loadSigningKey(database.db);
  const { provider, accounts } = createIdentityProvider(database.db, config, signingKey, userAdmin);
  const interactions = createInteractionHandler(
    provider,
    accounts,
    userAdmin,
    createLoginThrottle(database.db, {
      perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perIp: config.LOGIN_MAX_FAILURES_PER_IP,
      windowS: config.LOGIN_FAILURE_WINDOW_S,
    }),
    { trustProxy: config.TRUST_PROXY, appUrl: config.APP_URL },
  );
  const catalogue = createCatalogueStore(database.db);
  const search = createSearchService(database.db, {
    store: catalogue,
    log,
    publicUrl: config.publicUrl,
  });
  const oidc = provider.callback();
  const readViewer = createViewerReader({
    issuer: config.issuer,
    clientId: config.OIDC_CLIENT_ID,
    publicKey: publicJwk(signingKey),
    rolePrefix: config.ROLE_PREFIX,
  });
  const uploads = createUploadStore(database.db, {
    directory: options.inMemory
      ? join(tmpdir(), `wire-uploads-${process.pid}-${Date.now()}`)
      : join(config.DATA_DIR, "uploads"),
    readViewer,
  });
  const sisFiles = createSisFileHandler(database.db, { readViewer, uploads });
  const routes: [string, Handler][] = [
    [
      "/content/graphql",
      createContentService(database.db, {
        development,
        publicUrl: config.publicUrl,
        previewToken: config.CONTENT_PREVIEW_TOKEN,
      }),
    ],
    [
      CONTENT_MANAGEMENT_PATH,
      createContentManagementApi(database.db, {
        token: config.CONTENT_MANAGEMENT_TOKEN,
        webhooks: { urls: config.siteRevalidateUrls, secret: config.REVALIDATE_SECRET, log },
      }),
    ],
    [ASSETS_PATH, createAssetHandler()],
    [
      "/products/graphql",
      createProductService(database.db, {
        development,
        publicUrl: config.publicUrl,
        log,
        store: catalogue,
      }),
    ],
    [FILES_PATH, createFileHandler(database.db)],
    [SEARCH_PATH, createSearchHandler(search)],
    [
      "/sis/graphql",
      createSisService(database.db, {
        development,
        readViewer,
        uploads,
        publicUrl: config.publicUrl,
        userAdmin: {
          rolePrefix: config.ROLE_PREFIX,
          companyDomains: config.COMPANY_EMAIL_DOMAINS,
          store: userAdmin,
          outbox,
          onMailQueued: () => mailWorker.nudge(),
        },
      }),
    ],
    [
      FORMS_PATH,
      createFormsApi(formSubmissions, {
        token: config.FORMS_API_TOKEN,
        onSubmitted: () => {
          mailWorker.nudge();
          crmWorker.nudge();
        },
      }),
    ],
    [
      BOTCHECK_PATH,
      createBotcheckApi(database.db, {
        secret: config.BOTCHECK_SECRET,
        siteKey: config.BOTCHECK_SITE_KEY,
      }),
    ],
    [UPLOADS_PATH, uploads.handle],
    [DESK_PATH, createDeskApi(database.db, { token: config.DESK_TOKEN })],
    [ATTACHMENTS_PATH, sisFiles],
    [DOWNLOADS_PATH, sisFiles],
    [EXPLODED_VIEWS_PATH, sisFiles],
    [INTERACTION_PATH, interactions],
    [ACCOUNT_API_PATH, createAccountApi(provider, database.db, userAdmin)],
    [
      MAIL_PATH,
      mailCatcher
        ? (req, res) => mailCatcher.handle(req, res)
        : (_req, res) => {
            res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
            res.end("The local mail catcher is off (MAIL_CATCHER_PORT=0).");
          },
    ],
    [
      ISSUER_PATH,
      (req, res) => {
        // oidc-provider derives its mount path from originalUrl minus url, as under express.
        const r = req as IncomingMessage & { originalUrl?: string };
        r.originalUrl = req.url;
        req.url = req.url!.slice(ISSUER_PATH.length) || "/";
        return oidc(req, res);
      },
    ],
    [
      "/health",
      (_req, res) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ status: "ok", database: database.kind }));
      },
    ],
  ];

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "/").split("?")[0]!;
    const route = routes.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
    try {
      if (answeredUnreadablePath(path, res)) return;
      if (route) return await route[1](req, res);
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: "not_found" }));
    } catch (error) {
      const requestLog = currentRequestLog();
      if (requestLog) requestLog.error({ err: error, method: req.method, path }, "unhandled error");
      else log(`error ${req.method} ${path}: ${(error as Error).message}`);
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: "internal_error" }));
    }
  };
  const server = createServer(logger ? withRequestLog(logger, route) : route);
  server.on("clientError", answerClientError);
  await new Promise<void>((resolve) =>
    server.listen(config.SERVICES_PORT, config.SERVICES_HOST, resolve),
  );
  const { port } = server.address() as AddressInfo;
  mailWorker.start();
  crmWorker.start();
  // The main site's search indexes are built now rather than on the first suggestion; not for
  // tests' short-lived services (test mode or an in-memory database), where it is wasted work.
  const warming =
    config.NODE_ENV === "test" || options.inMemory
      ? Promise.resolve()
      : search
          .warm(null, ["en", "de"])
          .catch((error) => log(`search: warming failed: ${(error as Error).message}`));
  log(`services: listening on http://${config.SERVICES_HOST}:${port}`);
  return {
    url: `http://${config.SERVICES_HOST}:${port}`,
    issuer: config.issuer,
    database,
    async close() {
      await warming;
      await mailWorker.stop();
      await crmWorker.stop();
      await mailCatcher?.stop();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await database.close();
    },
  };
}

/**
 * Answers what Node's HTTP parser refused before any handler saw it (a malformed request line,
 * an unknown method, headers over the limit) with a status and a JSON message instead of
 * Node's empty answer.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const body = JSON.stringify({
    error: tooLarge
      ? "The request line or headers are too large."
      : "The request is not valid HTTP.",
  });
  socket.end(
    `HTTP/1.1 ${tooLarge ? "431 Request Header Fields Too Large" : "400 Bad Request"}\r\n` +
      "content-type: application/json\r\n" +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      `connection: close\r\n\r\n${body}`,
  );
}

/**
 * Starts the local mail catcher unless `port` is 0. A port already taken (another services
 * process on this machine has its catcher there) is logged, not fatal: mail then goes to that one.
 */
async function startMailCatcher(
  port: number,
  log: (line: string) => void,
): Promise<MailCatcher | undefined> {
  if (port === 0) return undefined;
  const catcher = createMailCatcher({ port, log });
  try {
    await catcher.start();
    return catcher;
  } catch (error) {
    log(`mail catcher: not started on port ${port}: ${(error as Error).message}`);
    return undefined;
  }
}
