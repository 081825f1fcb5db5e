import { FlashMessageFrame } from "../../components/FlashMessage/FlashMessageFrame";
import { Icon } from "../../components/Icon/Icon";
import { Link } from "../../components/Link/Link";
import { Heading } from "../../components/Typography/Heading";
import { Overline } from "../../components/Typography/Overline";
import * as styles from "./ErrorPage.css";

export interface ErrorPageProps {
  /** `errorPage.title`, e.g. "Sorry, something went wrong". */
  title: string;
  /** `errorPage.overline`. */
  overline: string;
  /** `errorPage.maintenanceTitle`. */
  maintenanceTitle: string;
  /** `errorPage.maintenanceText` (may contain HTML; it is sanitised). */
  maintenanceText: string;
  /** `errorPage.homeLinkText`. */
  homeLinkText: string;
  /** The home page of the current site and locale. */
  homeHref: string;
}

/**
 * The error page (spec §2, §8): a title, an overline, a static maintenance
 * notice and a link to the home page. All texts come from the translations.
 */
export function ErrorPage({
  title,
  overline,
  maintenanceTitle,
  maintenanceText,
  homeLinkText,
  homeHref,
}: ErrorPageProps) {
  return (
    <div className={styles.root}>
      <div className={styles.heading}>
        <Overline>{overline}</Overline>
        <Heading level={1}>{title}</Heading>
      </div>
      {/* A static notice: the frame alone, rendered on the server without JavaScript. */}
      <FlashMessageFrame type="info" title={maintenanceTitle} text={maintenanceText} />
      <Link href={homeHref} className={styles.homeLink}>
        <Icon name="home" size={16} />
        {homeLinkText}
      </Link>
    </div>
  );
}
