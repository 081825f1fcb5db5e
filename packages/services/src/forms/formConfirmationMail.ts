import { escapeHtml, type FormKind } from "@wire/domain";

const INTRO: Record<FormKind, { subject: string; intro: string }> = {
  support: {
    subject: "We have received your support request",
    intro:
      "Thank you for your support request. Our support team will get back to you as soon as possible.",
  },
  serviceRequest: {
    subject: "We have received your service request",
    intro:
      "Thank you for your service request. Our service team will get back to you as soon as possible.",
  },
  whitepaper: {
    subject: "Your whitepaper download",
    intro: "Thank you for your interest in our whitepaper.",
  },
  storyFeedback: {
    subject: "Thank you for your feedback",
    intro: "Thank you for your feedback on our story.",
  },
};

/** "returnAddress.zipCode" → "Return address, zip code". */
function label(path: string): string {
  return path
    .split(".")
    .map((part) => part.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase())
    .join(", ")
    .replace(/^./, (c) => c.toUpperCase());
}

/** The submitted fields as `[label, value]` lines, nested objects flattened, empty ones left out. */
export function summaryLines(fields: Record<string, unknown>, prefix = ""): [string, string][] {
  const lines: [string, string][] = [];
  for (const [key, value] of Object.entries(fields)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value === undefined || value === null || value === "") continue;
    if (typeof value === "object" && !Array.isArray(value)) {
      lines.push(...summaryLines(value as Record<string, unknown>, path));
    } else if (typeof value === "boolean") {
      lines.push([label(path), value ? "Yes" : "No"]);
    } else {
      lines.push([label(path), Array.isArray(value) ? value.join(", ") : String(value)]);
    }
  }
  return lines;
}

/**
 * The confirmation e-mail of a public form (English): the reference number, what the visitor
 * sent, and for a whitepaper the download link. Everything the visitor typed is escaped in the
 * HTML part.
 *
 * @example
 * formConfirmationMail({ kind: "support", reference: "WR-2026-4F7K2Q", fields }).subject;
 * // => "We have received your support request (WR-2026-4F7K2Q)"
 */
export function formConfirmationMail(options: {
  kind: FormKind;
  reference: string;
  fields: Record<string, unknown>;
  downloadLink?: string | undefined;
}) {
  const { subject, intro } = INTRO[options.kind];
  const firstName = typeof options.fields.firstName === "string" ? options.fields.firstName : "";
  const greeting = firstName ? `Hello ${firstName},` : "Hello,";
  const lines = summaryLines(options.fields);
  const download = options.downloadLink
    ? `Download the whitepaper here:\n${options.downloadLink}\n\n`
    : "";
  const text = `${greeting}

${intro}

Your reference number is ${options.reference}. Please quote it if you contact us about this request.

${download}What you sent us:
${lines.map(([key, value]) => `${key}: ${value}`).join("\n")}

WIRE Group
`;
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; color: #1a1f24">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p>Your reference number is <strong>${escapeHtml(options.reference)}</strong>. Please quote it if you contact us about this request.</p>
${
  options.downloadLink
    ? `<p>Download the whitepaper here: <a href="${escapeHtml(options.downloadLink)}">${escapeHtml(options.downloadLink)}</a></p>\n`
    : ""
}<p>What you sent us:</p>
<table>
${lines.map(([key, value]) => `<tr><th align="left">${escapeHtml(key)}</th><td>${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<p>WIRE Group</p>
</body></html>`;
  return { subject: `${subject} (${options.reference})`, text, html };
}
