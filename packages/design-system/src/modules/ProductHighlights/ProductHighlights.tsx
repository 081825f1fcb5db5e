import { Heading } from "../../components/Typography/Heading";
import { cx } from "../../private/cx";
import { Image } from "../Image/Image";
import { RichText } from "../RichText/RichText";
import { Video } from "../Video/Video";
import * as styles from "./ProductHighlights.css";

/** One highlight of a product (spec §3). */
export interface ProductHighlight {
  id: string;
  name: string;
  shortDescription?: string;
  /** Content HTML; sanitised before it is rendered. */
  longDescription?: string;
  image?: { src: string; alt: string };
  /** A video wins over the image; its poster is the highlight's video image. */
  video?: { src: string; kind: "file" | "embed"; posterSrc?: string };
}

export interface ProductHighlightsProps {
  title?: string;
  /**
   * The highlights to show. The app keeps only those with a name and an image
   * or video (`keepHighlight` in @wire/domain); any other item still renders, as text.
   */
  items: readonly ProductHighlight[];
  /** e.g. (name) => `Play video: ${name}`, translated by the app. */
  playLabel: (name: string) => string;
}

/** A product's highlights: each with its video or image, name and descriptions; two columns from tablets up. */
export function ProductHighlights({ title, items, playLabel }: ProductHighlightsProps) {
  if (items.length === 0) return null;
  const H = title ? "h3" : "h2";
  return (
    <section className={styles.root}>
      {title ? <Heading level={2}>{title}</Heading> : null}
      <ul className={styles.list}>
        {items.map((item) => {
          const hasMedia = Boolean(item.video || item.image);
          return (
            <li key={item.id}>
              <article className={styles.item}>
                {item.video ? (
                  <Video
                    src={item.video.src}
                    kind={item.video.kind}
                    posterSrc={item.video.posterSrc}
                    title={item.name}
                    playLabel={playLabel}
                  />
                ) : item.image ? (
                  <Image
                    src={item.image.src}
                    alt={item.image.alt}
                    preset="AsideVideo"
                    className={styles.media}
                  />
                ) : null}
                <div className={cx(styles.body, !hasMedia && styles.textOnly)}>
                  <H className={styles.name}>{item.name}</H>
                  {item.shortDescription ? (
                    <p className={styles.short}>{item.shortDescription}</p>
                  ) : null}
                  {item.longDescription ? <RichText html={item.longDescription} /> : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
