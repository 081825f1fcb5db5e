"use client";

import { IMAGE_SIZES } from "@wire/domain";
import type { ReactNode } from "react";
import { Icon } from "../../components/Icon/Icon";
import { Link } from "../../components/Link/Link";
import { PhoneLink } from "../../private/PhoneLink";
import { useImageContext } from "../Image/ImageProvider";
import * as styles from "./ContactTeaser.css";

export interface ContactTeaserProps {
  name: string;
  jobTitle?: string;
  email?: string;
  phone?: string;
  portraitSrc?: string;
  /** e.g. a "Talk to an Expert" button that opens the contact panel. */
  action?: ReactNode;
}

/** A contact person with e-mail and phone (80 × 80 portrait). */
export function ContactTeaser({
  name,
  jobTitle,
  email,
  phone,
  portraitSrc,
  action,
}: ContactTeaserProps) {
  const { loader, component: Img } = useImageContext();
  return (
    <section className={styles.root} aria-label={name}>
      {portraitSrc ? (
        <Img
          src={loader(portraitSrc, IMAGE_SIZES.contactImage)}
          alt=""
          width={80}
          height={80}
          className={styles.portrait}
        />
      ) : null}
      <div className={styles.body}>
        <p className={styles.name}>{name}</p>
        {jobTitle ? <p className={styles.role}>{jobTitle}</p> : null}
        <div className={styles.links}>
          {email ? (
            <Link href={`mailto:${email}`} className={styles.contactLink}>
              <Icon name="mail" size={16} />
              {email}
            </Link>
          ) : null}
          {phone ? <PhoneLink phone={phone} className={styles.contactLink} /> : null}
        </div>
      </div>
      {action}
    </section>
  );
}
