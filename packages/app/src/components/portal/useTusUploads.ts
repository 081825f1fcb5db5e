"use client";

import type { UploadingFile } from "@wire/design-system";
import { useCallback, useRef, useState } from "react";
import { type DetailedError, Upload } from "tus-js-client";

/** Where the browser sends uploads: the app's same-origin tus door. */
export const UPLOADS_ENDPOINT = "/api/uploads";

export interface TusUpload extends UploadingFile {
  /** The services' upload id once finished. */
  uploadId?: string;
}

/** Statuses by which the upload service refuses the file itself: too large (413), not an image or video (415). */
const REFUSED_FILE = new Set([413, 415]);

/** The status the upload service answered, or null when it did not answer (network). */
const statusOf = (error: Error | DetailedError) =>
  "originalResponse" in error ? (error.originalResponse?.getStatus() ?? null) : null;

/**
 * Resumable uploads (tus): each file goes up in 5 MB chunks with progress,
 * retries after a dropped connection or a server failure (a few seconds in all, so a failed
 * upload never holds the form up for long) and resumes an interrupted upload of the same file.
 * A file the service refuses (too large, or no image or video) gets `texts.rejected` and is not
 * retried; one that could not be sent (network, 5xx, anything else) gets `texts.failed`, which
 * says to try again (issue 42).
 */
export function useTusUploads(texts: { failed: string; rejected: string }) {
  const [files, setFiles] = useState<TusUpload[]>([]);
  const running = useRef(new Map<string, Upload>());
  const update = useCallback(
    (id: string, patch: Partial<TusUpload>) =>
      setFiles((list) => list.map((file) => (file.id === id ? { ...file, ...patch } : file))),
    [],
  );

  const add = useCallback(
    (chosen: File[]) => {
      for (const file of chosen) {
        const id = `${file.name}-${file.size}-${file.lastModified}-${Math.random().toString(36).slice(2)}`;
        setFiles((list) => [...list, { id, name: file.name, progress: 0 }]);
        const upload = new Upload(file, {
          endpoint: UPLOADS_ENDPOINT,
          chunkSize: 5 * 1024 * 1024,
          retryDelays: [0, 1000, 3000],
          // Sending the same refused file again cannot help; a dropped connection or 5xx may.
          onShouldRetry: (error) => {
            const status = statusOf(error);
            return status === null || status >= 500 || status === 409 || status === 423;
          },
          removeFingerprintOnSuccess: true,
          metadata: { filename: file.name, filetype: file.type },
          onProgress: (sent, total) => update(id, { progress: Math.round((sent / total) * 100) }),
          onSuccess: () => {
            running.current.delete(id);
            update(id, { progress: undefined, uploadId: upload.url?.split("/").pop() ?? "" });
          },
          onError: (error) => {
            running.current.delete(id);
            const status = statusOf(error);
            const refused = status !== null && REFUSED_FILE.has(status);
            update(id, {
              progress: undefined,
              errorMessage: refused ? texts.rejected : texts.failed,
            });
          },
        });
        running.current.set(id, upload);
        void upload.findPreviousUploads().then((previous) => {
          if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
          upload.start();
        });
      }
    },
    [texts.failed, texts.rejected, update],
  );

  const remove = useCallback((id: string) => {
    void running.current.get(id)?.abort(true);
    running.current.delete(id);
    setFiles((list) => list.filter((file) => file.id !== id));
  }, []);

  const busy = files.some((file) => file.progress !== undefined && !file.errorMessage);
  return { files, add, remove, busy };
}
