/**
 * The design system's compare basket panel and compare detail modal.
 *
 * They are built in @wire/design-system but not yet in its hand-written export list; until they
 * are, the app takes them from the workspace source. Once `index.ts` exports them, import them
 * from "@wire/design-system" here and nothing else changes.
 */
export type {
  CompareBasketGroup,
  CompareBasketItem,
} from "../../../../design-system/src/components/CompareBasket/CompareBasket";
export { CompareBasketPanel } from "../../../../design-system/src/components/CompareBasket/CompareBasketPanel";
export {
  type CompareCandidate,
  CompareDetailModal,
} from "../../../../design-system/src/components/CompareBasket/CompareDetailModal";
