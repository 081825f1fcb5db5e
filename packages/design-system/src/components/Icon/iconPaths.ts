/**
 * Outline icons drawn on a 24 × 24 grid with a 2 px stroke. Each value is
 * the `d` of one path; they scale down to 16 px.
 */
export const iconPaths = {
  arrowLeft: "M20 12H5M11 6l-6 6 6 6",
  arrowRight: "M4 12h15M13 6l6 6-6 6",
  bell: "M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0",
  cart: "M3 4h2l2.5 11h10L20 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM17 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z",
  check: "m5 12 5 5 9-10",
  chevronDown: "m5 9 7 7 7-7",
  chevronLeft: "m15 5-7 7 7 7",
  chevronRight: "m9 5 7 7-7 7",
  chevronUp: "m5 15 7-7 7 7",
  close: "M6 6l12 12M18 6 6 18",
  compare: "M8 3v18M16 3v18M3 8h5M16 16h5",
  critical: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9l6 6M15 9l-6 6",
  download: "M12 4v11M7 10l5 5 5-5M5 20h14",
  external: "M14 4h6v6M20 4l-9 9M18 14v6H4V6h6",
  file: "M6 3h8l5 5v13H6zM14 3v5h5",
  filter: "M3 5h18l-7 8v6l-4 2v-8z",
  fit: "M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5",
  globe:
    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z",
  home: "M3 11 12 3l9 8M5 10v10h5v-6h4v6h5V10",
  info: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.01",
  mail: "M3 6h18v12H3zM3 7l9 7 9-7",
  menu: "M3 6h18M3 12h18M3 18h18",
  minus: "M5 12h14",
  news: "M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5",
  phone:
    "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
  play: "M8 5v14l11-7z",
  plus: "M12 5v14M5 12h14",
  positive: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12l3 3 5-6",
  search: "M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 21 21",
  share:
    "M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4",
  sort: "M8 4v16M4 16l4 4 4-4M16 20V4M12 8l4-4 4 4",
  trash: "M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3",
  upload: "M12 20V9M7 14l5-5 5 5M5 4h14",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6 8-6s8 2 8 6",
  zoomIn: "M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 21 21M10.5 8v5M8 10.5h5",
  zoomOut: "M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 21 21M8 10.5h5",
  warning: "M12 3 2 20h20L12 3zM12 10v4M12 17v.01",
} as const;

/** The name of an icon in the set. */
export type IconName = keyof typeof iconPaths;
