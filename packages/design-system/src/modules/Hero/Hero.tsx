import type { ReactNode } from "react";
import { Overline } from "../../components/Typography/Overline";
import { cx } from "../../private/cx";
import { Image } from "../Image/Image";
import * as styles from "./Hero.css";

export interface HeroProps {
  overline?: string;
  title: string;
  text?: string;
  /** Buttons or links, e.g. "Talk to an Expert". */
  actions?: ReactNode;
  image?: { src: string; alt: string };
  /** Light text on the inverted surface. @default false */
  inverted?: boolean;
}

/** The page's opening module: the h1, an introduction, actions and a key visual. */
export function Hero({ overline, title, text, actions, image, inverted = false }: HeroProps) {
  return (
    <section className={cx(styles.root, inverted && styles.inverted)}>
      <div className={styles.content}>
        {overline ? (
          <Overline className={inverted ? styles.overlineInverted : undefined}>{overline}</Overline>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
        {text ? <p className={styles.text}>{text}</p> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {image ? (
        <Image src={image.src} alt={image.alt} preset="AsideVideo" rounded priority />
      ) : null}
    </section>
  );
}
