"use client";

import { useEffect, useId, useState } from "react";
import { visuallyHidden } from "../../private/a11y.css";
import { Button } from "../Button/Button";
import { Icon } from "../Icon/Icon";
import { Modal } from "../Modal/Modal";
import * as styles from "./ShareModal.css";
import { type ShareLinks, shareLinks } from "./shareLinks";

/** A share target offered by the modal. */
export type ShareNetwork = keyof ShareLinks;

export interface ShareModalLabels {
  /** The dialog title, e.g. "Share this page". */
  title: string;
  close: string;
  /** Label of the read-only field with the URL, e.g. "Link to this page". */
  link: string;
  /** e.g. "Copy link". */
  copy: string;
  /** Announced and shown after copying, e.g. "Link copied". */
  copied: string;
  /** Shown when the clipboard is unavailable, e.g. "Select the link and copy it". */
  copyFailed: string;
  /** Heading of the share links, e.g. "Share via". */
  shareVia: string;
  /** e.g. "E-mail". */
  mail: string;
  linkedIn: string;
  x: string;
  facebook: string;
  /** Added for screen readers to the network links, e.g. "(opens in a new tab)". */
  newTab: string;
}

export interface ShareModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The absolute URL of the page to share. */
  url: string;
  /** The page title: subject of the mail and text of the post. */
  pageTitle: string;
  /** Texts, translated by the app. */
  labels: ShareModalLabels;
  /** Writes to the clipboard. @default navigator.clipboard.writeText */
  copyText?: (text: string) => Promise<void>;
  /** Called when the visitor copies the link or opens a share target, e.g. for analytics. */
  onShare?: (target: ShareNetwork | "copy") => void;
}

const networks = [
  ["mail", null],
  ["linkedIn", "in"],
  ["x", "X"],
  ["facebook", "f"],
] as const satisfies readonly (readonly [ShareNetwork, string | null])[];

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * Shares the current page: copy its link (with a confirmation announced to
 * screen readers), send it by e-mail, or post it on LinkedIn, X or Facebook.
 */
export function ShareModal({
  open,
  onOpenChange,
  url,
  pageTitle,
  labels,
  copyText = clipboardCopy,
  onShare,
}: ShareModalProps) {
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  const fieldId = useId();
  const links = shareLinks(url, pageTitle);
  useEffect(() => {
    if (!open) setCopyState("idle");
  }, [open]);

  const copy = async () => {
    try {
      await copyText(url);
      setCopyState("copied");
      onShare?.("copy");
    } catch {
      setCopyState("failed");
      document.getElementById(fieldId)?.focus();
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={labels.title} closeLabel={labels.close}>
      <div className={styles.root}>
        <div className={styles.copyRow}>
          <div className={styles.urlField}>
            <label htmlFor={fieldId} className={styles.urlLabel}>
              {labels.link}
            </label>
            <input
              id={fieldId}
              className={styles.urlInput}
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <Button
            variant="secondary"
            icon={<Icon name={copyState === "copied" ? "check" : "file"} size={16} />}
            onPress={copy}
          >
            {labels.copy}
          </Button>
        </div>
        <p className={styles.status} role="status">
          {copyState === "copied" ? (
            <>
              <Icon name="positive" size={16} />
              {labels.copied}
            </>
          ) : copyState === "failed" ? (
            labels.copyFailed
          ) : null}
        </p>
        <nav aria-label={labels.shareVia}>
          <ul className={styles.networks}>
            {networks.map(([network, badge]) => (
              <li key={network}>
                <a
                  className={styles.network}
                  href={links[network]}
                  {...(network === "mail" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
                  onClick={() => onShare?.(network)}
                >
                  {badge ? (
                    <span className={styles.badge} aria-hidden="true">
                      {badge}
                    </span>
                  ) : (
                    <Icon name="mail" size={16} />
                  )}
                  {labels[network]}
                  {network === "mail" ? null : (
                    <span className={visuallyHidden}>{` ${labels.newTab}`}</span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Modal>
  );
}
