// The catalogue views' client leaves, one chunk for all: they show together, and one
// loader in `lazy.tsx` is less first-load code than one per component. The product page's
// downloads and video come from here too, not from their own chunks (as on content pages): the
// Video and Heading code they share with the highlights and lists would load twice.
export { CapabilityList, ClassificationList, DownloadsList } from "@wire/design-system";
export { TranslatedVideo } from "../TranslatedVideo";
export { ProductCards } from "./ProductCards";
export { HeroFacts, ProductCompareToggle } from "./ProductHeroParts";
export { Highlights, ProductImages } from "./ProductMedia";
export { Specifications } from "./Specifications";
