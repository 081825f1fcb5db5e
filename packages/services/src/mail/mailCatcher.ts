import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { inlineHash, pageSecurityHeaders } from "../http/pageSecurityHeaders";

/** Where the web inbox lives on the services' HTTP server. */
export const MAIL_PATH = "/mail";

/** How many messages the catcher keeps: older ones fall out (a development tool, not a store). */
export const MAIL_CATCHER_LIMIT = 500;

/** One caught e-mail. */
export interface CaughtMail {
  id: string;
  from: string;
  /** The envelope's recipients, lower-case. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  receivedAt: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** Escaped text with its http(s) links made clickable (the escaping runs first). */
const linkified = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

/** The inbox's one stylesheet, inline: its hash is in the pages' policy. */
const STYLE = `
  :root { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #1a1f24; }
  body { margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #d5dade; vertical-align: top; }
  pre { white-space: pre-wrap; background: #f3f5f7; padding: 1rem; }
  iframe { width: 100%; height: 24rem; border: 1px solid #d5dade; }
  a { color: #0b5cad; }
`;

/**
 * The inbox's headers (issue 41, item 7): its own stylesheet, no script, no framing, no MIME
 * sniffing. A caught e-mail's HTML is shown in a sandboxed `srcdoc` frame, which inherits this
 * policy: the site's mails style their body with `style` attributes, so those apply.
 */
const PAGE_HEADERS = pageSecurityHeaders({ styles: [inlineHash(STYLE)], styleAttributes: true });

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Local mail</title>
<style>${STYLE}</style>
</head>
<body>${body}</body>
</html>`;
}

/**
 * The local mail catcher: an SMTP server on 127.0.0.1 (smtp-server, parsed with mailparser) that
 * keeps the last `MAIL_CATCHER_LIMIT` messages in memory, and a web inbox with a JSON API for the
 * browser tests (`handle`, mounted at `/mail`). One per services process; it is a development
 * tool, so its memory is not shared between instances.
 */
export function createMailCatcher(options: {
  port: number;
  host?: string;
  log?: (line: string) => void;
}) {
  const log = options.log ?? (() => {});
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on the loopback: no TLS certificate to trust, no login to configure.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    banner: "WIRE local mail catcher",
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.unshift({
            id: randomUUID(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : null,
            receivedAt: new Date().toISOString(),
          });
          messages.length = Math.min(messages.length, MAIL_CATCHER_LIMIT);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  let port = options.port;

  /** Newest first; `to` keeps those sent to that address. */
  function list(to?: string | null): CaughtMail[] {
    const address = to?.trim().toLowerCase();
    return address ? messages.filter((m) => m.to.includes(address)) : [...messages];
  }

  function send(res: ServerResponse, status: number, type: string, body: string) {
    const html = type.startsWith("text/html") ? PAGE_HEADERS : {};
    res.writeHead(status, {
      "content-type": type,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      ...html,
    });
    res.end(body);
  }

  return {
    /** Starts listening; answers the port (useful when asked for port 0 in tests). */
    async start(): Promise<number> {
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(options.port, options.host ?? "127.0.0.1", () => {
          server.off("error", reject);
          resolve();
        });
      });
      port = (server.server.address() as AddressInfo).port;
      log(`mail catcher: SMTP on 127.0.0.1:${port}, inbox at ${MAIL_PATH}`);
      return port;
    },
    get port() {
      return port;
    },
    list,
    stop(): Promise<void> {
      return new Promise((resolve) => server.close(() => resolve()));
    },
    /** The web inbox (`/mail`, `/mail/{id}`) and its JSON (`/mail/api/messages[?to=]`). */
    handle(req: IncomingMessage, res: ServerResponse) {
      const url = new URL(req.url ?? "/", "http://local");
      const path = url.pathname.slice(MAIL_PATH.length).replace(/\/$/, "");
      if (req.method !== "GET") return send(res, 405, "text/plain", "Method not allowed");
      if (path === "/api/messages") {
        return send(res, 200, "application/json", JSON.stringify(list(url.searchParams.get("to"))));
      }
      const apiOne = /^\/api\/messages\/([\w-]+)$/.exec(path);
      if (apiOne) {
        const message = messages.find((m) => m.id === apiOne[1]);
        return message
          ? send(res, 200, "application/json", JSON.stringify(message))
          : send(res, 404, "application/json", JSON.stringify({ error: "not_found" }));
      }
      if (path === "") {
        const rows = list(url.searchParams.get("to"))
          .map(
            (m) =>
              `<tr><td>${escapeHtml(m.receivedAt.replace("T", " ").slice(0, 19))}</td><td>${escapeHtml(m.to.join(", "))}</td><td><a href="${MAIL_PATH}/${m.id}">${escapeHtml(m.subject || "(no subject)")}</a></td></tr>`,
          )
          .join("\n");
        return send(
          res,
          200,
          "text/html; charset=utf-8",
          page(
            "Inbox",
            `<h1>Local mail (${messages.length})</h1>
<p>E-mails the services sent to the catcher on SMTP port ${port}, newest first; the last ${MAIL_CATCHER_LIMIT} are kept until the services stop.</p>
${rows ? `<table><thead><tr><th scope="col">Received (UTC)</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>` : "<p>No mail yet.</p>"}`,
          ),
        );
      }
      const one = /^\/([\w-]+)$/.exec(path);
      const message = one ? messages.find((m) => m.id === one[1]) : undefined;
      if (!message) {
        return send(
          res,
          404,
          "text/html; charset=utf-8",
          page("Not found", `<h1>No such message</h1><p><a href="${MAIL_PATH}">Inbox</a></p>`),
        );
      }
      return send(
        res,
        200,
        "text/html; charset=utf-8",
        page(
          message.subject,
          `<p><a href="${MAIL_PATH}">← Inbox</a></p>
<h1>${escapeHtml(message.subject || "(no subject)")}</h1>
<dl><dt>From</dt><dd>${escapeHtml(message.from)}</dd><dt>To</dt><dd>${escapeHtml(message.to.join(", "))}</dd><dt>Received</dt><dd>${escapeHtml(message.receivedAt)}</dd></dl>
<h2>Text</h2>
<pre>${linkified(message.text)}</pre>
${message.html ? `<h2>HTML</h2>\n<iframe title="HTML version" sandbox srcdoc="${escapeHtml(message.html)}"></iframe>` : ""}`,
        ),
      );
    },
  };
}

/** A running mail catcher. */
export type MailCatcher = ReturnType<typeof createMailCatcher>;
