/** A4 in PDF points. */
const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINE_HEIGHT = 15;
/** Characters per body line at 10.5 pt Helvetica: a conservative average, so lines never overflow. */
const LINE_CHARS = 88;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN - 40) / LINE_HEIGHT);

/** Wraps a paragraph at word boundaries to lines of at most `width` characters. */
function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A PDF string literal in WinAnsi (Latin-1 covers German and French texts); characters outside
 * it become "?", and `\`, `(` and `)` are escaped.
 */
function pdfString(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const mapped = char === "–" || char === "—" ? "-" : code <= 0xff ? char : "?";
    out += mapped === "\\" || mapped === "(" || mapped === ")" ? `\\${mapped}` : mapped;
  }
  return `(${out})`;
}

/**
 * Draws a small, valid PDF (PDF 1.4, Helvetica, no external resources) with a title and
 * paragraphs, over as many A4 pages as the text needs. The same input always gives the same
 * bytes, so a document's size can be recorded when it is seeded.
 *
 * @example
 * renderPdf("Gamma 263 datasheet", ["Fully automatic crimping machine."]); // => Buffer "%PDF-1.4…"
 */
export function renderPdf(title: string, paragraphs: readonly string[]): Buffer {
  const lines = paragraphs.flatMap((p, i) => [...(i > 0 ? [""] : []), ...wrap(p, LINE_CHARS)]);
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(lines.length, 1); i += LINES_PER_PAGE) {
    pages.push(lines.slice(i, i + LINES_PER_PAGE));
  }

  const objects: string[] = [];
  /** Adds an object and returns its (1-based) object number. */
  const add = (body: string) => objects.push(body);
  const catalogId = add("");
  const pagesId = add("");
  const fontId = add(
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  );
  const boldId = add(
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
  );
  const pageIds: number[] = [];
  pages.forEach((pageLines, index) => {
    const ops: string[] = ["BT"];
    let y = PAGE_HEIGHT - MARGIN;
    if (index === 0) {
      ops.push(`/F2 18 Tf ${MARGIN} ${y - 18} Td ${pdfString(title)} Tj`);
      y -= 48;
      ops.push(`/F1 10.5 Tf 0 -30 Td`);
    } else {
      ops.push(`/F1 10.5 Tf ${MARGIN} ${y - 10} Td`);
    }
    for (const line of pageLines) ops.push(`${pdfString(line)} Tj 0 -${LINE_HEIGHT} Td`);
    ops.push("ET");
    ops.push(
      `BT /F1 8 Tf ${MARGIN} ${MARGIN / 2} Td ${pdfString(`${title} - ${index + 1}/${pages.length}`)} Tj ET`,
    );
    const stream = Buffer.from(ops.join("\n"), "latin1");
    const contentId = add(
      `<< /Length ${stream.length} >>\nstream\n${stream.toString("latin1")}\nendstream`,
    );
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 ${fontId} 0 R /F2 ${boldId} 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
  });
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  const infoId = add(`<< /Title ${pdfString(title)} /Producer (WIRE services) >>`);

  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
