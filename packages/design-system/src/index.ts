// The public surface of @wire/design-system. Hand-written on purpose: what is
// not listed here is internal.

// Actions
export {
  ApplicationTile,
  ApplicationTileGrid,
  type ApplicationTileProps,
} from "./components/ApplicationTile/ApplicationTile";
export { BrandLogo, type BrandLogoProps } from "./components/BrandLogo/BrandLogo";
// Navigation
export {
  Breadcrumb,
  type BreadcrumbEntry,
  type BreadcrumbProps,
} from "./components/Breadcrumb/Breadcrumb";
export { Button, type ButtonProps } from "./components/Button/Button";
// Inputs
export {
  type CartLine,
  CartLines,
  type CartLinesLabels,
  type CartLinesProps,
} from "./components/CartLines/CartLines";
export {
  CartSummary,
  type CartSummaryClear,
  type CartSummaryFact,
  type CartSummaryProps,
} from "./components/CartSummary/CartSummary";
export { Checkbox, type CheckboxProps } from "./components/Checkbox/Checkbox";
export { ComboBox, type ComboBoxOption, type ComboBoxProps } from "./components/ComboBox/ComboBox";
export {
  CompareBasket,
  type CompareBasketGroup,
  type CompareBasketItem,
  type CompareBasketLabels,
  type CompareBasketProps,
} from "./components/CompareBasket/CompareBasket";
export {
  CompareBasketPanel,
  type CompareBasketPanelProps,
} from "./components/CompareBasket/CompareBasketPanel";
export {
  type CompareCandidate,
  CompareDetailModal,
  type CompareDetailModalLabels,
  type CompareDetailModalProps,
} from "./components/CompareBasket/CompareDetailModal";
export {
  ContactPanel,
  type ContactPanelLabels,
  type ContactPanelProps,
  type ContactPerson,
} from "./components/ContactPanel/ContactPanel";
export {
  DescriptionList,
  type DescriptionListProps,
} from "./components/DescriptionList/DescriptionList";
export { EmptyState, type EmptyStateProps } from "./components/EmptyState/EmptyState";
export {
  ErrorSummary,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
} from "./components/ErrorSummary/ErrorSummary";
export {
  ExplodedView,
  type ExplodedViewLabels,
  type ExplodedViewPosition,
  type ExplodedViewProps,
} from "./components/ExplodedView/ExplodedView";
export { FieldGroup, type FieldGroupProps } from "./components/FieldGroup/FieldGroup";
export { FileField, type FileFieldProps } from "./components/FileField/FileField";
export {
  FileUpload,
  type FileUploadProps,
  type UploadingFile,
} from "./components/FileUpload/FileUpload";
export { FilterBar, type FilterBarProps } from "./components/FilterBar/FilterBar";
// Feedback
export {
  FlashMessage,
  type FlashMessageProps,
  type FlashMessageType,
} from "./components/FlashMessage/FlashMessage";
export { Footer, type FooterLink, type FooterProps } from "./components/Footer/Footer";
export {
  FormField,
  type FormFieldControlProps,
  type FormFieldProps,
} from "./components/FormField/FormField";
export { FormStack, type FormStackProps } from "./components/FormStack/FormStack";
export {
  Header,
  type HeaderLink,
  type HeaderNavItem,
  type HeaderProps,
  type HeaderTeaser,
} from "./components/Header/Header";
export type { HeaderMenuLink, HeaderMenuSummary } from "./components/Header/headerMenuTypes";
// Icons and typography
export { Icon, type IconProps, type IconSize } from "./components/Icon/Icon";
export type { IconName } from "./components/Icon/iconPaths";
export { IconButton, type IconButtonProps } from "./components/IconButton/IconButton";
export {
  InPageNav,
  type InPageNavProps,
  InPageSection,
  type InPageSectionProps,
} from "./components/InPageNav/InPageNav";
export {
  LanguageBanner,
  type LanguageBannerProps,
} from "./components/LanguageBanner/LanguageBanner";
export {
  LineReport,
  type LineReportItem,
  type LineReportProps,
} from "./components/LineReport/LineReport";
export { Link, type LinkProps } from "./components/Link/Link";
export {
  type LinkComponent,
  type LinkComponentProps,
  LinkProvider,
  type LinkProviderProps,
} from "./components/Link/LinkProvider";
export {
  LocaleProvider,
  type LocaleProviderProps,
} from "./components/LocaleProvider/LocaleProvider";
export {
  type MeasurementSystemOption,
  MeasurementSystemSwitch,
  type MeasurementSystemSwitchProps,
} from "./components/MeasurementSystemSwitch/MeasurementSystemSwitch";
// Overlays
export { Modal, type ModalProps } from "./components/Modal/Modal";
export {
  NativeSelect,
  type NativeSelectOption,
  type NativeSelectProps,
} from "./components/NativeSelect/NativeSelect";
export {
  type NewsFeedEntry,
  NewsFeedList,
  type NewsFeedListLabels,
  type NewsFeedListProps,
} from "./components/NewsFeed/NewsFeedList";
export { NewsFeedPanel, type NewsFeedPanelProps } from "./components/NewsFeed/NewsFeedPanel";
export {
  NotificationBell,
  type NotificationBellProps,
  type NotificationItem,
} from "./components/NotificationBell/NotificationBell";
export { PageContent, type PageContentProps } from "./components/PageContent/PageContent";
export { LoadMore, type LoadMoreProps } from "./components/Pagination/LoadMore";
export { Pagination, type PaginationProps } from "./components/Pagination/Pagination";
export { Panel, type PanelProps } from "./components/Panel/Panel";
export {
  PartSummary,
  type PartSummaryLabels,
  type PartSummaryProps,
} from "./components/PartSummary/PartSummary";
export {
  QuantityStepper,
  type QuantityStepperProps,
} from "./components/QuantityStepper/QuantityStepper";
export {
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
} from "./components/RadioGroup/RadioGroup";
export {
  SearchField,
  type SearchFieldProps,
  type SearchSuggestion,
} from "./components/SearchField/SearchField";
export { SearchInput, type SearchInputProps } from "./components/SearchInput/SearchInput";
export { SearchOverlay, type SearchOverlayProps } from "./components/SearchOverlay/SearchOverlay";
export { Select, type SelectOption, type SelectProps } from "./components/Select/Select";
export {
  ShareModal,
  type ShareModalLabels,
  type ShareModalProps,
  type ShareNetwork,
} from "./components/ShareModal/ShareModal";
export { type ShareLinks, shareLinks } from "./components/ShareModal/shareLinks";
export {
  type SideButton,
  SideButtons,
  type SideButtonsProps,
} from "./components/SideButtons/SideButtons";
export { SidePanel, type SidePanelProps } from "./components/SidePanel/SidePanel";
export { Skeleton, type SkeletonProps } from "./components/Skeleton/Skeleton";
export { SkipLink, type SkipLinkProps } from "./components/SkipLink/SkipLink";
export { Spinner, type SpinnerProps } from "./components/Spinner/Spinner";
export {
  availabilityTone,
  dashboardStatusTone,
  StatusBadge,
  type StatusBadgeProps,
  type StatusTone,
} from "./components/StatusBadge/StatusBadge";
export { SummaryLayout, type SummaryLayoutProps } from "./components/SummaryLayout/SummaryLayout";
export { Switch, type SwitchProps } from "./components/Switch/Switch";
export { type TabItem, Tabs, type TabsProps } from "./components/Tabs/Tabs";
export { TextArea, type TextAreaProps } from "./components/TextArea/TextArea";
export { TextField, type TextFieldProps } from "./components/TextField/TextField";
// Themes and tokens
export { useThemeClass } from "./components/ThemeRoot/ThemeContext";
export { resolveThemeName, ThemeRoot, type ThemeRootProps } from "./components/ThemeRoot/ThemeRoot";
export { Timeline, type TimelineItem, type TimelineProps } from "./components/Timeline/Timeline";
export { Heading, type HeadingLevel, type HeadingProps } from "./components/Typography/Heading";
export { Overline, type OverlineProps } from "./components/Typography/Overline";
export { Text, type TextProps } from "./components/Typography/Text";
// Modules
export { Accordion, type AccordionItem, type AccordionProps } from "./modules/Accordion/Accordion";
export { CallToAction, type CallToActionProps } from "./modules/CallToAction/CallToAction";
export {
  type CapabilityItem,
  CapabilityList,
  type CapabilityListProps,
} from "./modules/CapabilityList/CapabilityList";
export {
  ClassificationCard,
  type ClassificationCardProps,
} from "./modules/ClassificationList/ClassificationCard";
export {
  ClassificationList,
  type ClassificationListProps,
} from "./modules/ClassificationList/ClassificationList";
export {
  type ComparisonRow,
  ComparisonTable,
  type ComparisonTableProps,
} from "./modules/ComparisonTable/ComparisonTable";
export { ContactTeaser, type ContactTeaserProps } from "./modules/ContactTeaser/ContactTeaser";
export {
  DataTable,
  type DataTableCardPlace,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSortDirection,
} from "./modules/DataTable/DataTable";
export {
  type DownloadItem,
  DownloadsList,
  type DownloadsListProps,
} from "./modules/DownloadsList/DownloadsList";
export { Gallery, type GalleryImage, type GalleryProps } from "./modules/Gallery/Gallery";
export { Hero, type HeroProps } from "./modules/Hero/Hero";
export { Image, type ImagePresetName, type ImageProps } from "./modules/Image/Image";
export {
  type ImageBox,
  type ImageComponent,
  type ImageLoader,
  ImageProvider,
  type ImageProviderProps,
} from "./modules/Image/ImageProvider";
export { type KeyFact, KeyFacts, type KeyFactsProps } from "./modules/KeyFacts/KeyFacts";
export {
  LocationList,
  type LocationListItem,
  type LocationListProps,
} from "./modules/LocationList/LocationList";
export { CompareToggle, type CompareToggleProps } from "./modules/ProductCard/CompareToggle";
export { ProductCard, type ProductCardProps } from "./modules/ProductCard/ProductCard";
export { ProductCardGrid, type ProductCardGridProps } from "./modules/ProductCard/ProductCardGrid";
export {
  ProductGallery,
  type ProductGalleryProps,
} from "./modules/ProductGallery/ProductGallery";
export {
  ProductFacts,
  type ProductFactsProps,
  ProductHero,
  type ProductHeroProps,
} from "./modules/ProductHero/ProductHero";
export {
  type ProductHighlight,
  ProductHighlights,
  type ProductHighlightsProps,
} from "./modules/ProductHighlights/ProductHighlights";
export { Quote, type QuoteProps } from "./modules/Quote/Quote";
export { RichText, type RichTextProps } from "./modules/RichText/RichText";
export {
  type SearchDirectHit,
  type SearchResultRecord,
  SearchResults,
  type SearchResultsLabels,
  type SearchResultsProps,
} from "./modules/SearchResults/SearchResults";
export {
  type MeasurementSystemName,
  type SpecificationEntry,
  SpecificationTable,
  type SpecificationTableProps,
} from "./modules/SpecificationTable/SpecificationTable";
export { TeaserCard, type TeaserCardProps } from "./modules/TeaserGrid/TeaserCard";
export { TeaserGrid, type TeaserGridProps } from "./modules/TeaserGrid/TeaserGrid";
export { TextWithImage, type TextWithImageProps } from "./modules/TextWithImage/TextWithImage";
export {
  type VariantRow,
  VariantsTable,
  type VariantsTableProps,
} from "./modules/VariantsTable/VariantsTable";
export { Video, type VideoProps } from "./modules/Video/Video";
// Pages
export { ErrorPage, type ErrorPageProps } from "./pages/ErrorPage/ErrorPage";
export { PageNotFound, type PageNotFoundProps } from "./pages/PageNotFound/PageNotFound";
export { PasswordGate, type PasswordGateProps } from "./pages/PasswordGate/PasswordGate";
export {
  type PortalNavItem,
  PortalShell,
  type PortalShellProps,
} from "./pages/PortalShell/PortalShell";
export type { LightboxImage, LightboxLabels } from "./private/Lightbox";
export type { PartAvailability, PartAvailabilityStatus } from "./private/partAvailability";
export { breakpoints, mediaQuery, spinnerTurnMs } from "./themes/baseTokens";
export { contrastRatio } from "./themes/contrast";
export { cutFont as cutFontClass, cutFontFamily } from "./themes/cutFont.css";
export { defaultThemeName, type ThemeName, themeNames, themes } from "./themes/themes";
export { themeTokens } from "./themes/themeTokens";
export type { ColorTokens, ThemeTokens, ZIndexTokens } from "./themes/tokens";
export { vars } from "./themes/vars.css";
