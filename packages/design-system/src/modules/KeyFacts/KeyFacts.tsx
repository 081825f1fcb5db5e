import * as styles from "./KeyFacts.css";

export interface KeyFact {
  id: string;
  /** Already formatted for the locale, e.g. "1 250 t" or "24 h". */
  value: string;
  label: string;
}

export interface KeyFactsProps {
  facts: readonly KeyFact[];
}

/** A few big numbers with what they mean, as a description list. */
export function KeyFacts({ facts }: KeyFactsProps) {
  return (
    <dl className={styles.root}>
      {facts.map((fact) => (
        <div key={fact.id} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
