import type { ReactNode } from "react";
import { Heading } from "../../components/Typography/Heading";
import { cx } from "../../private/cx";
import { Image } from "../Image/Image";
import { RichText } from "../RichText/RichText";
import * as styles from "./TextWithImage.css";

export interface TextWithImageProps {
  title?: string;
  /** CMS HTML, sanitised. */
  html: string;
  image: { src: string; alt: string; caption?: string };
  /** Which side the image is on from tablet up; it always comes after the text on phones. @default "end" */
  imagePosition?: "start" | "end";
  actions?: ReactNode;
}

/** Text beside an image (AsideVideo preset), stacked on small screens. */
export function TextWithImage({
  title,
  html,
  image,
  imagePosition = "end",
  actions,
}: TextWithImageProps) {
  return (
    <section className={cx(styles.root, imagePosition === "start" && styles.imageStart)}>
      <div className={styles.text}>
        {title ? <Heading level={2}>{title}</Heading> : null}
        <RichText html={html} />
        {actions}
      </div>
      <div className={styles.image}>
        <Image
          src={image.src}
          alt={image.alt}
          caption={image.caption}
          preset="AsideVideo"
          rounded
        />
      </div>
    </section>
  );
}
