"use client";

import { Button } from "../Button/Button";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/iconPaths";
import * as styles from "./SideButtons.css";

export interface SideButton {
  id: string;
  label: string;
  icon: IconName;
  onPress: () => void;
  /** e.g. the number of products in the compare basket. */
  count?: number;
}

export interface SideButtonsProps {
  /** Accessible name of the buttons' landmark (a complementary region), e.g. "Quick actions". */
  label: string;
  buttons: readonly SideButton[];
}

/**
 * Buttons that open the page overlays (contact panel, compare basket, news). On desktops they
 * are icon tabs fixed to the screen's right edge whose labels slide out on hover or keyboard
 * focus; below the desktop breakpoint, where tabs at the edge covered text, card arrows and
 * a gallery's zoom button, they are one bar along the bottom edge, each label under its icon,
 * and the page keeps the bar's height free after its end. Each count is always shown.
 */
export function SideButtons({ label, buttons }: SideButtonsProps) {
  return (
    // A landmark of its own: the buttons sit outside the page's header, main and footer.
    <aside className={styles.root} aria-label={label}>
      <ul className={styles.list}>
        {buttons.map((button) => (
          <li key={button.id} className={styles.item}>
            <Button
              className={styles.button}
              onPress={button.onPress}
              aria-label={button.count ? `${button.label} ${button.count}` : button.label}
              icon={<Icon name={button.icon} />}
            >
              <span className={styles.label}>{button.label}</span>
              {button.count ? (
                // The space, not drawn at a box's start, makes the text "Compare 2", as the name.
                <span className={styles.count}> {button.count}</span>
              ) : null}
            </Button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
