/** The design system's compare basket panel and compare detail modal, as the compare UI uses them. */
export {
  type CompareBasketGroup,
  type CompareBasketItem,
  CompareBasketPanel,
  type CompareCandidate,
  CompareDetailModal,
} from "@wire/design-system";
