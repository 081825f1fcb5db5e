"use client";

import { IMAGE_SIZES } from "@wire/domain";
import { useImageContext } from "../Image/ImageProvider";
import * as styles from "./Quote.css";

export interface QuoteProps {
  text: string;
  author: string;
  /** The author's job title. */
  jobTitle?: string;
  portraitSrc?: string;
}

/** A customer or employee quote with who said it. */
export function Quote({ text, author, jobTitle, portraitSrc }: QuoteProps) {
  const { loader, component: Img } = useImageContext();
  const box = IMAGE_SIZES.contactImage;
  return (
    <figure className={styles.root}>
      <blockquote className={styles.text}>
        <p>“{text}”</p>
      </blockquote>
      <figcaption className={styles.author}>
        {portraitSrc ? (
          <Img
            src={loader(portraitSrc, box)}
            alt=""
            width={56}
            height={56}
            className={styles.portrait}
          />
        ) : null}
        <span>
          <cite className={styles.name}>{author}</cite>
          {jobTitle ? <span className={styles.role}>{`, ${jobTitle}`}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}
