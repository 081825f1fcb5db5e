"use client";

import { IMAGE_SIZES } from "@wire/domain";
import { useState } from "react";
import { Icon } from "../../components/Icon/Icon";
import { useImageContext } from "../Image/ImageProvider";
import * as styles from "./Video.css";

export interface VideoProps {
  /** A video file URL (played with `<video>`) or an embed URL (shown in an `<iframe>`). */
  src: string;
  kind: "file" | "embed";
  /** Title of the video: names the play button and the embed frame. */
  title: string;
  /** e.g. (title) => `Play video: ${title}`. */
  playLabel: (title: string) => string;
  /** Thumbnail shown until the visitor plays the video (1180 wide). */
  posterSrc?: string;
  caption?: string;
}

/**
 * A video that loads nothing heavy until the visitor presses play: no
 * third-party embed before consent to play.
 */
export function Video({ src, kind, title, playLabel, posterSrc, caption }: VideoProps) {
  const [playing, setPlaying] = useState(false);
  const { loader, component: Img } = useImageContext();
  return (
    <figure className={styles.root}>
      <div className={styles.frame}>
        {playing ? (
          kind === "embed" ? (
            <iframe
              className={styles.media}
              src={src}
              title={title}
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
            />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: captions come with the content's own text tracks
            <video className={styles.media} src={src} controls autoPlay title={title} />
          )
        ) : (
          <>
            {posterSrc ? (
              <Img
                className={styles.media}
                src={loader(posterSrc, IMAGE_SIZES.videoThumbnail)}
                alt=""
                loading="lazy"
              />
            ) : null}
            <button
              type="button"
              className={styles.play}
              onClick={() => setPlaying(true)}
              aria-label={playLabel(title)}
            >
              <span className={styles.playBadge}>
                <Icon name="play" />
              </span>
            </button>
          </>
        )}
      </div>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
