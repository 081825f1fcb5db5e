"use client";

import { isAllowedUpload } from "@wire/domain";
import { useId } from "react";
import { DropZone, FileTrigger, ProgressBar } from "react-aria-components";
import * as fieldStyles from "../../private/field.css";
import { InPageLocale } from "../../private/InPageLocale";
import { Button } from "../Button/Button";
import { Icon } from "../Icon/Icon";
import { IconButton } from "../IconButton/IconButton";
import * as styles from "./FileUpload.css";

export interface UploadingFile {
  id: string;
  name: string;
  /** 0–100 while uploading; omit when done. */
  progress?: number;
  /** e.g. the upload apology from the translations. */
  errorMessage?: string;
}

export interface FileUploadProps {
  label: string;
  /** e.g. "Images or videos only, up to 100 MB." */
  description: string;
  buttonText: string;
  /** e.g. "or drop files here". */
  dropText: string;
  /** Shown when a chosen file breaks the upload rule. */
  rejectedMessage: string;
  /** Accessible name of each file's remove button, e.g. (name) => `Remove ${name}`. */
  removeLabel: (name: string) => string;
  /** Accessible name of the progress bars, e.g. "Upload progress". */
  progressLabel: string;
  files: readonly UploadingFile[];
  /** Receives the files that pass the domain's upload rule (image or video, at most 100 MB). */
  onSelect: (files: File[]) => void;
  /** Receives files that break the rule. */
  onReject?: (files: File[]) => void;
  onRemove?: (id: string) => void;
  /** Shows `rejectedMessage`. */
  hasRejected?: boolean;
  allowsMultiple?: boolean;
}

/**
 * Choose or drop images and videos to upload. Which files are allowed comes
 * from `isAllowedUpload` in @wire/domain; the app does the upload and passes
 * each file's progress and error back in.
 */
export function FileUpload({
  label,
  description,
  buttonText,
  dropText,
  rejectedMessage,
  removeLabel,
  progressLabel,
  files,
  onSelect,
  onReject,
  onRemove,
  hasRejected = false,
  allowsMultiple = true,
}: FileUploadProps) {
  const descriptionId = useId();
  const errorId = useId();
  const take = (chosen: File[]) => {
    const allowed = chosen.filter((file) => isAllowedUpload(file));
    const rejected = chosen.filter((file) => !isAllowedUpload(file));
    if (allowed.length) onSelect(allowed);
    if (rejected.length) onReject?.(rejected);
  };
  return (
    <InPageLocale>
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label}>{label}</span>
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
        <DropZone
          className={styles.dropZone}
          aria-label={label}
          getDropOperation={() => "copy"}
          onDrop={async (event) => {
            const dropped = await Promise.all(
              event.items
                .filter((item) => item.kind === "file")
                .map((item) => (item.kind === "file" ? item.getFile() : null)),
            );
            take(dropped.filter((file): file is File => file !== null));
          }}
        >
          <Icon name="upload" />
          <FileTrigger
            acceptedFileTypes={["image/*", "video/*"]}
            allowsMultiple={allowsMultiple}
            onSelect={(list) => take(list ? [...list] : [])}
          >
            <Button
              variant="secondary"
              aria-describedby={hasRejected ? `${descriptionId} ${errorId}` : descriptionId}
            >
              {buttonText}
            </Button>
          </FileTrigger>
          <span>{dropText}</span>
        </DropZone>
        {hasRejected ? (
          <span id={errorId} className={fieldStyles.error} role="alert">
            <Icon name="critical" size={16} />
            <span>{rejectedMessage}</span>
          </span>
        ) : null}
        {files.length ? (
          <ul className={styles.list}>
            {files.map((file) => (
              <li key={file.id} className={styles.file}>
                <div className={styles.fileHeader}>
                  <Icon name="file" size={16} />
                  <span className={styles.fileName}>{file.name}</span>
                  {onRemove ? (
                    <IconButton
                      icon="close"
                      size="small"
                      label={removeLabel(file.name)}
                      onPress={() => onRemove(file.id)}
                    />
                  ) : null}
                </div>
                {file.progress !== undefined ? (
                  <ProgressBar value={file.progress} aria-label={`${progressLabel}: ${file.name}`}>
                    {({ percentage }) => (
                      <div className={styles.track}>
                        <div className={styles.fill} style={{ width: `${percentage}%` }} />
                      </div>
                    )}
                  </ProgressBar>
                ) : null}
                {file.errorMessage ? (
                  <span className={fieldStyles.error}>
                    <Icon name="critical" size={16} />
                    <span>{file.errorMessage}</span>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </InPageLocale>
  );
}
