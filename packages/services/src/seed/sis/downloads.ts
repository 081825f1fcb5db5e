import type { DownloadKind } from "../../db/sisSchema";
import { renderDownload } from "../../sis/downloadFile";
import { MACHINE_MODELS } from "./installedBase";

const MANUAL_LANGUAGES = ["en", "de", "es", "fr"] as const;

const MANUAL_TITLE: Record<(typeof MANUAL_LANGUAGES)[number], string> = {
  en: "Operating manual",
  de: "Betriebsanleitung",
  es: "Manual de instrucciones",
  fr: "Manuel d'utilisation",
};

/**
 * WIRE Flow's downloads: per machine model two software releases, a firmware, operating manuals
 * in four languages and a dimension drawing (≥ 40 files, 96 here), each with a generated file.
 */
export function seedDownloads() {
  const rows: {
    id: string;
    title: string;
    kind: DownloadKind;
    version: string;
    releaseDate: string;
    releaseNotes: string;
    language: string;
    filename: string;
    mimeType: string;
    sizeBytes: number;
    models: string[];
  }[] = [];
  MACHINE_MODELS.forEach(([slug, model, software], index) => {
    const month = (index % 9) + 1;
    const add = (
      fields: Omit<(typeof rows)[number], "sizeBytes" | "models">,
      packageBytes?: number,
    ) => {
      const row = { ...fields, models: [slug] };
      const body = renderDownload({ ...row, ...(packageBytes ? { sizeBytes: packageBytes } : {}) });
      rows.push({ ...row, sizeBytes: body.length });
    };
    for (const [minor, date] of [
      [3, `2025-${String(month).padStart(2, "0")}-15`],
      [4, `2026-${String(month).padStart(2, "0")}-20`],
    ] as const) {
      add(
        {
          id: `dl-${slug}-sw-${minor}`,
          title: `${software} for ${model}`,
          kind: "SOFTWARE",
          version: `${software.split(" ").at(-1)}.${minor}.0`,
          releaseDate: date,
          releaseNotes:
            minor === 4
              ? `Faster program changeover, a new production report and fixes for the article import of ${model}.`
              : `Support for the latest terminal library and improved diagnostics for ${model}.`,
          language: "multi",
          filename: `${slug}-software-${minor}.0.pkg`,
          mimeType: "application/octet-stream",
        },
        (600 + index * 137 + minor * 53) * 1024,
      );
    }
    add(
      {
        id: `dl-${slug}-fw`,
        title: `Controller firmware for ${model}`,
        kind: "FIRMWARE",
        version: `2.${index % 4}.${month}`,
        releaseDate: `2026-${String(((index + 3) % 10) + 1).padStart(2, "0")}-02`,
        releaseNotes: `Security update of the controller and a more robust fieldbus connection.`,
        language: "multi",
        filename: `${slug}-firmware.bin`,
        mimeType: "application/octet-stream",
      },
      (180 + index * 23) * 1024,
    );
    for (const language of MANUAL_LANGUAGES) {
      add({
        id: `dl-${slug}-manual-${language}`,
        title: `${MANUAL_TITLE[language]} ${model}`,
        kind: "MANUAL",
        version: `${2024 + (index % 3)}-${String(month).padStart(2, "0")}`,
        releaseDate: `${2024 + (index % 3)}-${String(month).padStart(2, "0")}-01`,
        releaseNotes: `Safety instructions, operation, maintenance and troubleshooting of the ${model}.`,
        language,
        filename: `${slug}-manual-${language}.pdf`,
        mimeType: "application/pdf",
      });
    }
    add({
      id: `dl-${slug}-drawing`,
      title: `Dimension drawing ${model}`,
      kind: "DRAWING",
      version: "B",
      releaseDate: `2024-${String(month).padStart(2, "0")}-10`,
      releaseNotes: `Footprint, connection points and service clearances of the ${model}.`,
      language: "en",
      filename: `${slug}-dimensions.pdf`,
      mimeType: "application/pdf",
    });
  });
  return rows;
}
