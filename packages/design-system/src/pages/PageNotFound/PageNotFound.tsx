import { Icon } from "../../components/Icon/Icon";
import { Link } from "../../components/Link/Link";
import { Heading } from "../../components/Typography/Heading";
import { Overline } from "../../components/Typography/Overline";
import { Text } from "../../components/Typography/Text";
import * as styles from "../ErrorPage/ErrorPage.css";

export interface PageNotFoundProps {
  /** e.g. "404". */
  overline: string;
  title: string;
  /** e.g. the domain's "Page not found: {path}" message, or a friendlier translated text. */
  text: string;
  homeLinkText: string;
  homeHref: string;
}

/** Shown for a path that matches nothing (spec §2). */
export function PageNotFound({ overline, title, text, homeLinkText, homeHref }: PageNotFoundProps) {
  return (
    <div className={styles.root}>
      <div className={styles.heading}>
        <Overline>{overline}</Overline>
        <Heading level={1}>{title}</Heading>
      </div>
      <Text tone="secondary">{text}</Text>
      <Link href={homeHref} className={styles.homeLink}>
        <Icon name="home" size={16} />
        {homeLinkText}
      </Link>
    </div>
  );
}
