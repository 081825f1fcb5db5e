// The catalogue views' client leaves, one chunk for all: they show together, and one
// loader in `lazy.tsx` is less first-load code than one per component.
export { CapabilityList, ClassificationList } from "@wire/design-system";
export { ProductCards } from "./ProductCards";
export { Highlights, ProductImages } from "./ProductMedia";
export { Specifications } from "./Specifications";
