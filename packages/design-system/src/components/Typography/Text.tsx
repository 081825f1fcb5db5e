import type { HTMLAttributes } from "react";
import * as styles from "./Typography.css";

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** @default "p" */
  as?: "p" | "span" | "div" | "strong" | "small";
  /** @default "standard" */
  size?: keyof typeof styles.textSize;
  /** @default "neutral" */
  tone?: keyof typeof styles.tone;
  /** @default "regular" */
  weight?: keyof typeof styles.weight;
}

/** Body text in the theme's type scale. */
export function Text({
  as: Tag = "p",
  size = "standard",
  tone = "neutral",
  weight = "regular",
  className,
  ...props
}: TextProps) {
  return (
    <Tag
      {...props}
      className={[
        styles.text,
        styles.textSize[size],
        styles.tone[tone],
        styles.weight[weight],
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    />
  );
}
