import type { ReactNode } from "react";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { Icon } from "../../components/Icon/Icon";
import { Link } from "../../components/Link/Link";
import { Heading } from "../../components/Typography/Heading";
import { visuallyHidden } from "../../private/a11y.css";
import { PhoneLink } from "../../private/PhoneLink";
import * as styles from "./LocationList.css";

export interface LocationListItem {
  id: string;
  name: string;
  /** Street, postcode and city, one line each. */
  address: readonly string[];
  /** The country's name in the page's language. */
  country: string;
  phone: string;
  email: string;
  /** The services offered, named in the page's language. */
  services: readonly string[];
  /** An entry point for this location, e.g. a "Talk to an Expert" link. */
  action?: ReactNode;
}

export interface LocationListProps {
  title?: string;
  items: readonly LocationListItem[];
  /** How many locations are shown, e.g. "18 locations". */
  summary: string;
  /** Names the list of services of each location, e.g. "Services offered". */
  servicesLabel: string;
  /** Shown instead of the list when no location matches. */
  emptyText: string;
  /** The list's filters above it, e.g. a FilterBar. */
  filters?: ReactNode;
}

/**
 * The group's sales and service companies as cards: address, country, phone
 * and e-mail links, the services offered and an entry point per location.
 * Filtering is the caller's (a FilterBar's GET form): the list renders on the
 * server and needs no script.
 */
export function LocationList({
  title,
  items,
  summary,
  servicesLabel,
  emptyText,
  filters,
}: LocationListProps) {
  return (
    <section className={styles.root} {...(title ? { "aria-label": title } : {})}>
      {title ? <Heading level={2}>{title}</Heading> : null}
      {filters}
      <p className={styles.summary}>{summary}</p>
      {items.length === 0 ? (
        <EmptyState title={emptyText} headingLevel={3} />
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.card}>
              <Heading level={3} size={4} className={styles.name}>
                {item.name}
              </Heading>
              <address className={styles.address}>
                {item.address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
                <span className={styles.country}>{item.country}</span>
              </address>
              <div className={styles.links}>
                <PhoneLink phone={item.phone} className={styles.contactLink} />
                <Link href={`mailto:${item.email}`} className={styles.contactLink}>
                  <Icon name="mail" size={16} />
                  {item.email}
                </Link>
              </div>
              {/* Introduced by hidden text: a plain list is not meant to carry a name of its own. */}
              <p className={visuallyHidden}>{servicesLabel}</p>
              <ul className={styles.services}>
                {item.services.map((service) => (
                  <li key={service} className={styles.service}>
                    {service}
                  </li>
                ))}
              </ul>
              {item.action ? <div className={styles.action}>{item.action}</div> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
