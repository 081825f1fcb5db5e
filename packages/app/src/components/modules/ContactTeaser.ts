// One design-system module per file, so `lazy.tsx` can load it alone (a dynamic import of
// the package index would load every component).
export { ContactTeaser } from "@wire/design-system";
