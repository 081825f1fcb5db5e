"use client";

import { type ReactNode, useId } from "react";
import { type ComparisonRow, ComparisonTable } from "../../modules/ComparisonTable/ComparisonTable";
import { CompareThumbnail } from "../../private/CompareThumbnail";
import { EmptyState } from "../EmptyState/EmptyState";
import { IconButton } from "../IconButton/IconButton";
import { Modal } from "../Modal/Modal";
import { Switch } from "../Switch/Switch";
import * as styles from "./CompareDetailModal.css";

/** A product that can still be added to the comparison. */
export interface CompareCandidate {
  id: string;
  name: string;
  brand?: string;
  /** e.g. "3 variants". */
  variantCountText?: string;
  image?: { src: string; alt: string };
}

export interface CompareDetailModalLabels {
  /** e.g. "Compare crimping machines". */
  title: string;
  close: string;
  /** Caption of the comparison table, e.g. "Specifications". */
  tableCaption: string;
  /** Shown for a value a product lacks, e.g. "–". */
  missing: string;
  /** e.g. "Hide identical specifications". */
  hideIdentical: string;
  /** Shown when every row is hidden or there are none, e.g. "All specifications are identical". */
  noRows: string;
  /** e.g. "Add products to the comparison". */
  candidatesTitle: string;
  /** e.g. (name) => `Add ${name} to the comparison`. */
  add: (name: string) => string;
}

export interface CompareDetailModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Texts, translated by the app. */
  labels: CompareDetailModalLabels;
  /** The compared products' names (with variant), in column order. */
  products: readonly string[];
  /**
   * The rows from `compareSpecifications` in @wire/domain, already without
   * duplicate name+unit, other-system and (when `hideIdentical`) identical rows.
   */
  rows: readonly ComparisonRow[];
  hideIdentical: boolean;
  onHideIdenticalChange: (hide: boolean) => void;
  /** From `comparisonCandidates` in @wire/domain; the section is left out when empty. */
  candidates: readonly CompareCandidate[];
  onAddCandidate: (id: string) => void;
  /** e.g. a share button for the comparison URL. */
  footer?: ReactNode;
}

/** The comparison of one classification group: specifications side by side and products to add. */
export function CompareDetailModal({
  open,
  onOpenChange,
  labels,
  products,
  rows,
  hideIdentical,
  onHideIdenticalChange,
  candidates,
  onAddCandidate,
  footer,
}: CompareDetailModalProps) {
  const candidatesId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      closeLabel={labels.close}
      size="wide"
      footer={footer}
    >
      <div className={styles.root}>
        <div className={styles.toolbar}>
          <Switch isSelected={hideIdentical} onChange={onHideIdenticalChange}>
            {labels.hideIdentical}
          </Switch>
        </div>
        {rows.length > 0 ? (
          <ComparisonTable
            caption={labels.tableCaption}
            products={products}
            rows={rows}
            missingText={labels.missing}
          />
        ) : (
          <EmptyState icon="compare" title={labels.noRows} headingLevel={3} />
        )}
        {candidates.length > 0 ? (
          <section className={styles.candidates} aria-labelledby={candidatesId}>
            <h3 id={candidatesId} className={styles.candidatesTitle}>
              {labels.candidatesTitle}
            </h3>
            <ul className={styles.candidateList}>
              {candidates.map((candidate) => (
                <li key={candidate.id} className={styles.candidate}>
                  <CompareThumbnail image={candidate.image} className={styles.candidateImage} />
                  <div className={styles.candidateBody}>
                    {candidate.brand ? (
                      <p className={styles.candidateMeta}>{candidate.brand}</p>
                    ) : null}
                    <p className={styles.candidateName}>{candidate.name}</p>
                    {candidate.variantCountText ? (
                      <p className={styles.candidateMeta}>{candidate.variantCountText}</p>
                    ) : null}
                  </div>
                  <IconButton
                    icon="plus"
                    variant="outlined"
                    label={labels.add(candidate.name)}
                    onPress={() => onAddCandidate(candidate.id)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Modal>
  );
}
