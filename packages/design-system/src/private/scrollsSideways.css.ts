/**
 * A box that scrolls its content sideways on narrow screens (a wide table, a row of tabs or
 * thumbnails). It is also the containing block of what is absolutely positioned inside it:
 * a scroll box clips only the descendants it contains, and a visually hidden label or a
 * react-aria hidden input sits at its static position, far to the right in a wide table. Without
 * it those escaped the box and widened the whole page (the parts cart was 770 px wide on a
 * 320 px phone).
 */
export const scrollsSideways = { overflowX: "auto", position: "relative" } as const;
