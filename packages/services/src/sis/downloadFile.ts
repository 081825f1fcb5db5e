import { createHash } from "node:crypto";
import type { DownloadKind } from "../db/sisSchema";
import { renderPdf } from "../files/renderPdf";

interface DownloadSource {
  id: string;
  title: string;
  kind: DownloadKind;
  version: string;
  releaseNotes: string;
  models: readonly string[];
  /** Total length of a software or firmware package (its payload fills up to it). */
  sizeBytes?: number;
}

/**
 * The file of a WIRE Flow download, generated from its row so the seed needs no binaries:
 * manuals and drawings are PDFs, software and firmware a package with a readable header and a
 * deterministic payload. The same row always gives the same bytes (and checksum).
 */
export function renderDownload(source: DownloadSource): Buffer {
  if (source.kind === "MANUAL" || source.kind === "DRAWING") {
    return renderPdf(`${source.title} ${source.version}`, [
      source.releaseNotes,
      `Applies to: ${source.models.join(", ")}.`,
      `Document ${source.id}.`,
    ]);
  }
  const header = Buffer.from(
    `WIRE-PACKAGE 1\nid: ${source.id}\ntitle: ${source.title}\nversion: ${source.version}\nmodels: ${source.models.join(",")}\n\n`,
    "utf8",
  );
  const payload = Buffer.alloc(Math.max((source.sizeBytes ?? 64 * 1024) - header.length, 0));
  let block = createHash("sha256").update(source.id).digest();
  for (let offset = 0; offset < payload.length; offset += block.length) {
    block.copy(payload, offset);
    block = createHash("sha256").update(block).digest();
  }
  return Buffer.concat([header, payload]);
}
