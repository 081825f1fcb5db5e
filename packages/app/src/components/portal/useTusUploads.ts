"use client";

import type { UploadingFile } from "@wire/design-system";
import { useCallback, useRef, useState } from "react";
import { Upload } from "tus-js-client";

/** Where the browser sends uploads: the app's same-origin tus door. */
export const UPLOADS_ENDPOINT = "/api/uploads";

export interface TusUpload extends UploadingFile {
  /** The services' upload id once finished. */
  uploadId?: string;
}

/**
 * Resumable uploads (tus): each file goes up in 5 MB chunks with progress,
 * retries after a dropped connection and resumes an interrupted upload of
 * the same file. A file the server refuses (its content is no image or
 * video) gets `errorText`.
 */
export function useTusUploads(errorText: string) {
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
          retryDelays: [0, 1000, 3000, 5000, 10000],
          removeFingerprintOnSuccess: true,
          metadata: { filename: file.name, filetype: file.type },
          onProgress: (sent, total) => update(id, { progress: Math.round((sent / total) * 100) }),
          onSuccess: () => {
            running.current.delete(id);
            update(id, { progress: undefined, uploadId: upload.url?.split("/").pop() ?? "" });
          },
          onError: () => {
            running.current.delete(id);
            update(id, { progress: undefined, errorMessage: errorText });
          },
        });
        running.current.set(id, upload);
        void upload.findPreviousUploads().then((previous) => {
          if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
          upload.start();
        });
      }
    },
    [errorText, update],
  );

  const remove = useCallback((id: string) => {
    void running.current.get(id)?.abort(true);
    running.current.delete(id);
    setFiles((list) => list.filter((file) => file.id !== id));
  }, []);

  const busy = files.some((file) => file.progress !== undefined && !file.errorMessage);
  return { files, add, remove, busy };
}
