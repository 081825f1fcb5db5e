import { Link } from "../../components/Link/Link";
import { Overline } from "../../components/Typography/Overline";
import { Image } from "../Image/Image";
import * as styles from "./TeaserCard.css";

export interface TeaserCardProps {
  title: string;
  href: string;
  overline?: string;
  text?: string;
  image?: { src: string; alt: string };
  /** The heading level in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** A card that links to a story, product or page; the whole card is clickable. */
export function TeaserCard({
  title,
  href,
  overline,
  text,
  image,
  headingLevel = 3,
}: TeaserCardProps) {
  const H = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      {image ? (
        <Image
          src={image.src}
          // A picture described by the card's own title says nothing more: read once, not twice.
          alt={image.alt.trim() === title.trim() ? "" : image.alt}
          preset="AsideVideo"
          className={styles.image}
        />
      ) : null}
      <div className={styles.body}>
        {overline ? <Overline>{overline}</Overline> : null}
        <H className={styles.title}>
          <Link href={href} className={styles.link}>
            {title}
          </Link>
        </H>
        {text ? <p className={styles.text}>{text}</p> : null}
      </div>
    </article>
  );
}
