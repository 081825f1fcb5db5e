import type { GraphQLResolveInfo } from 'graphql';
import type { SiteModel, ContentContext } from '../content/contentContext';
import type { PageModel } from '../content/pageContent';
import type { NavigationPageModel } from '../content/navigation';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AccordionItem = {
  __typename?: 'AccordionItem';
  html: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type AccordionModule = {
  __typename?: 'AccordionModule';
  id: Scalars['ID']['output'];
  items: Array<AccordionItem>;
};

export type Action = {
  __typename?: 'Action';
  href: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type BranchEntry = {
  __typename?: 'BranchEntry';
  breadcrumbOverride?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type Brand = {
  __typename?: 'Brand';
  id: Scalars['ID']['output'];
  image: Image;
  name: Scalars['String']['output'];
  pimId: Scalars['String']['output'];
  theme: Scalars['String']['output'];
};

export type CallToActionModule = {
  __typename?: 'CallToActionModule';
  actions: Array<Action>;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type ContactTeaserModule = {
  __typename?: 'ContactTeaserModule';
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** 80x80. */
  image?: Maybe<Image>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  role?: Maybe<Scalars['String']['output']>;
};

export type ContentTeaserCard = {
  __typename?: 'ContentTeaserCard';
  image?: Maybe<Image>;
  link: Link;
  overline?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type Country = {
  __typename?: 'Country';
  countryCode: Scalars['String']['output'];
  defaultLanguage: Scalars['String']['output'];
  defaultMeasurementSystem: MeasurementSystem;
  /** The country's name in the first requested locale that has one. */
  displayName: Scalars['String']['output'];
  hidden: Scalars['Boolean']['output'];
  sortIndex: Scalars['Int']['output'];
  supportedLanguages: Array<Scalars['String']['output']>;
};

export type Domain = {
  __typename?: 'Domain';
  host: Scalars['String']['output'];
  slug?: Maybe<Scalars['String']['output']>;
};

export type DownloadItem = {
  __typename?: 'DownloadItem';
  extension: Scalars['String']['output'];
  /** The site's download route, /file/{slug}. */
  href: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
  thumbnail?: Maybe<Image>;
  title: Scalars['String']['output'];
};

export type DownloadsModule = {
  __typename?: 'DownloadsModule';
  id: Scalars['ID']['output'];
  items: Array<DownloadItem>;
  title?: Maybe<Scalars['String']['output']>;
};

export type FooterNavigation = {
  __typename?: 'FooterNavigation';
  contactLink?: Maybe<Link>;
  navigationSections: Array<NavigationSection>;
  theme: Scalars['String']['output'];
};

/** The public forms the content service can place on a page (issue 18, spec §3). */
export type FormKind =
  | 'SERVICE_REQUEST'
  | 'STORY_FEEDBACK'
  | 'SUPPORT'
  | 'WHITEPAPER';

/**
 * A public form on a page: the site renders its fields, validates them with the domain's schema and
 * sends them to the services' forms API (`POST /forms/submissions`).
 */
export type FormModule = {
  __typename?: 'FormModule';
  /** For WHITEPAPER: the URL path of the whitepaper file, e.g. `/file/whitepaper-crimp-quality`. */
  document?: Maybe<Scalars['String']['output']>;
  form: FormKind;
  id: Scalars['ID']['output'];
  intro?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type GalleryModule = {
  __typename?: 'GalleryModule';
  id: Scalars['ID']['output'];
  images: Array<Image>;
};

export type HeaderNavigation = {
  __typename?: 'HeaderNavigation';
  hidden: Scalars['Boolean']['output'];
  /** Home entries per country (a universal one has no countries), see selectHomePage. */
  homeItems: Array<NavigationItem>;
  theme: Scalars['String']['output'];
  topItems: Array<NavigationItem>;
};

export type HeroModule = {
  __typename?: 'HeroModule';
  actions: Array<Action>;
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  overline?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type Image = {
  __typename?: 'Image';
  alternativeText: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  mimeType: Scalars['String']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type ImageModule = {
  __typename?: 'ImageModule';
  caption?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image: Image;
  preset: ImagePreset;
};

export type ImagePosition =
  | 'left'
  | 'right';

export type ImagePreset =
  | 'AsideSquare'
  | 'AsideVideo'
  | 'BreakOut'
  | 'Inline'
  | 'Stretched'
  | 'StretchedVideo';

export type KeyFact = {
  __typename?: 'KeyFact';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type KeyFactsModule = {
  __typename?: 'KeyFactsModule';
  facts: Array<KeyFact>;
  id: Scalars['ID']['output'];
};

export type Language = {
  __typename?: 'Language';
  defaultCountry: Scalars['String']['output'];
  /** The language's name in the first requested locale that has one. */
  displayName: Scalars['String']['output'];
  languageCode: Scalars['String']['output'];
  /** The language's name in itself, for language menus. */
  nativeName: Scalars['String']['output'];
};

export type Link = {
  __typename?: 'Link';
  openInNewTab: Scalars['Boolean']['output'];
  text: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** A sales or service company of the group. */
export type Location = {
  __typename?: 'Location';
  /** Street, postcode and city, one line each. */
  address: Array<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2; the site names the country in the visitor's language. */
  country: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  services: Array<LocationService>;
};

/** What a location offers (issue 18); the site names each in the visitor's language. */
export type LocationService =
  | 'sales'
  | 'service'
  | 'spareParts'
  | 'training';

/** The contacts-and-locations list, filterable by country, service and text. */
export type LocationsModule = {
  __typename?: 'LocationsModule';
  id: Scalars['ID']['output'];
  locations: Array<Location>;
  title?: Maybe<Scalars['String']['output']>;
};

export type MarketingSection = {
  __typename?: 'MarketingSection';
  image?: Maybe<Image>;
  link?: Maybe<Link>;
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type MeasurementSystem =
  | 'Imperial'
  | 'Metric';

/**
 * A navigation entry (spec section 3). `url` and `unlocalizedUrl` are paths
 * without the locale segment (the app adds it), external `https://` targets or
 * `action:` links.
 */
export type NavigationItem = {
  __typename?: 'NavigationItem';
  breadcrumbOverride?: Maybe<Scalars['String']['output']>;
  contentTeaserCard?: Maybe<ContentTeaserCard>;
  /** Countries the item is shown in; empty for all. */
  countries: Array<Scalars['String']['output']>;
  hidden: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  items: Array<NavigationItem>;
  marketingSection?: Maybe<MarketingSection>;
  page?: Maybe<NavigationPage>;
  /** Mega-menu columns. */
  sections: Array<NavigationSection>;
  /** _blank for a new tab. */
  target?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  unlocalizedUrl?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

export type NavigationPage = {
  __typename?: 'NavigationPage';
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type NavigationSection = {
  __typename?: 'NavigationSection';
  id: Scalars['ID']['output'];
  items: Array<NavigationItem>;
  title: Scalars['String']['output'];
};

export type NewsFeedItem = {
  __typename?: 'NewsFeedItem';
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  link: Scalars['String']['output'];
  /** ISO 8601. */
  publicationDate: Scalars['String']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type NewsFeedItemConnection = {
  __typename?: 'NewsFeedItemConnection';
  edges: Array<NewsFeedItemEdge>;
  pageInfo: PageInfo;
  /** Items in the whole feed. */
  totalCount: Scalars['Int']['output'];
};

export type NewsFeedItemEdge = {
  __typename?: 'NewsFeedItemEdge';
  cursor: Scalars['String']['output'];
  node: NewsFeedItem;
};

export type Page = {
  __typename?: 'Page';
  /** Media releases: an ad hoc announcement. */
  adhoc: Scalars['Boolean']['output'];
  /** The navigation entries from the top down to this page. */
  branch: Array<BranchEntry>;
  category?: Maybe<Scalars['String']['output']>;
  /** The Hygraph model name: Page, Story, MediaRelease or SystemPage. */
  cmsType: Scalars['String']['output'];
  /** The locale the content was found in. */
  contentLanguage: Scalars['String']['output'];
  /** Countries of a per-country home page; empty for a universal page. */
  countries: Array<Scalars['String']['output']>;
  /** For SEO and Open Graph. */
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  /** A product or service slug the page is built around. */
  injection?: Maybe<Scalars['String']['output']>;
  /** True when the first requested locale had no content and a later one was used. */
  isLanguageFallback: Scalars['Boolean']['output'];
  /** True when none of the requested locales had content (English was used). */
  isLanguageUnavailable: Scalars['Boolean']['output'];
  /** True when the page has a PUBLISHED version. */
  isPublished: Scalars['Boolean']['output'];
  /** Which model the page comes from. */
  kind: PageKind;
  /** Locales the page has content in, in this stage. */
  languages: Array<Scalars['String']['output']>;
  leadText?: Maybe<Scalars['String']['output']>;
  mainSiteOnly: Scalars['Boolean']['output'];
  modules: Array<PageModule>;
  /** Default Content. */
  pageType: Scalars['String']['output'];
  parentSlug?: Maybe<Scalars['String']['output']>;
  protection: Protection;
  /** ISO 8601, stories and media releases. */
  publicationDate?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  storyContacts: Array<StoryContact>;
  /** Default Default. */
  theme: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** Default en. */
  translationSourceLanguage: Scalars['String']['output'];
  translationTargetLanguages: Array<TranslationTarget>;
  /** Same as kind, as a string. */
  type: Scalars['String']['output'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type PageKind =
  | 'Content'
  | 'MediaRelease'
  | 'Story'
  | 'System';

export type PageModule = AccordionModule | CallToActionModule | ContactTeaserModule | DownloadsModule | FormModule | GalleryModule | HeroModule | ImageModule | KeyFactsModule | LocationsModule | QuoteModule | RichTextModule | TeaserGridModule | TextWithImageModule | VideoModule;

export type PageOrderByInput =
  | 'publicationDate_ASC'
  | 'publicationDate_DESC'
  | 'slug_ASC';

export type PageWhereInput = {
  /** Only pages for this country or universal ones (home pages). */
  country?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  kind?: InputMaybe<PageKind>;
  parentSlug?: InputMaybe<Scalars['String']['input']>;
  siteId?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type Protection =
  | 'CIAM_ROLE'
  | 'NONE'
  | 'PASSWORD';

export type Query = {
  __typename?: 'Query';
  /** The group's brands. */
  brands: Array<Brand>;
  /** Every country, ordered by sortIndex ascending (spec section 3). */
  countries: Array<Country>;
  /** The UI languages with their default country, named in the requested locale. */
  languages: Array<Language>;
  /** The header and footer navigation of one site, or null when it has none. */
  navigation?: Maybe<SiteNavigation>;
  /** The news feed, newest first; `after` is the endCursor of the previous page (page size 10). */
  newsFeedItemsConnection: NewsFeedItemConnection;
  /** One page by id, whatever its kind (content, story, media release or system page). */
  page?: Maybe<Page>;
  /** Pages matching every given filter, in the given order (default: by slug). */
  pages: Array<Page>;
  /** Stories related to a product, newest first. */
  relatedStories: Array<Page>;
  /** Every site with its domains and navigation, ordered by name; the main site has no slug. */
  sites: Array<Site>;
  /** System redirects whose previousUrl is in the list (spec section 7). */
  systemRedirects: Array<SystemRedirect>;
};


export type QueryBrandsArgs = {
  stage?: InputMaybe<Stage>;
};


export type QueryCountriesArgs = {
  stage?: InputMaybe<Stage>;
};


export type QueryLanguagesArgs = {
  stage?: InputMaybe<Stage>;
};


export type QueryNavigationArgs = {
  siteId: Scalars['ID']['input'];
  stage?: InputMaybe<Stage>;
};


export type QueryNewsFeedItemsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  stage?: InputMaybe<Stage>;
};


export type QueryPageArgs = {
  id: Scalars['ID']['input'];
  stage?: InputMaybe<Stage>;
};


export type QueryPagesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<PageOrderByInput>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  stage?: InputMaybe<Stage>;
  where: PageWhereInput;
};


export type QueryRelatedStoriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  productSlug: Scalars['String']['input'];
  stage?: InputMaybe<Stage>;
};


export type QuerySitesArgs = {
  stage?: InputMaybe<Stage>;
};


export type QuerySystemRedirectsArgs = {
  previousUrls: Array<Scalars['String']['input']>;
  stage?: InputMaybe<Stage>;
};

export type QuoteModule = {
  __typename?: 'QuoteModule';
  author: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  portrait?: Maybe<Image>;
  role?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

export type RichTextModule = {
  __typename?: 'RichTextModule';
  /** Sanitised before it is rendered. */
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type Site = {
  __typename?: 'Site';
  /** Languages whose locales the site offers even when international-only (spec section 9). */
  addLanguages: Array<Scalars['String']['output']>;
  /**
   * The language a visitor is sent to when the path's locale is not offered and they have
   * no remembered locale (its international locale, else any offered locale of it). Null:
   * international English, else the first international locale the site offers.
   */
  defaultLanguage?: Maybe<Scalars['String']['output']>;
  domains: Array<Domain>;
  /** Languages whose locales the site never offers (spec section 9). */
  dropLanguages: Array<Scalars['String']['output']>;
  enableCutFont: Scalars['Boolean']['output'];
  footerNavigation?: Maybe<FooterNavigation>;
  headerNavigation?: Maybe<HeaderNavigation>;
  hideSideButtons: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  internationalOnly: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Null for the main site. */
  slug?: Maybe<Scalars['String']['output']>;
  theme: Scalars['String']['output'];
};

export type SiteNavigation = {
  __typename?: 'SiteNavigation';
  footerNavigation: FooterNavigation;
  headerNavigation: HeaderNavigation;
  siteId: Scalars['ID']['output'];
};

export type Stage =
  | 'DRAFT'
  | 'PUBLISHED';

export type StoryContact = {
  __typename?: 'StoryContact';
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type SystemRedirect = {
  __typename?: 'SystemRedirect';
  previousUrl: Scalars['String']['output'];
  /** A path without locale, or an external https:// URL. */
  target: Scalars['String']['output'];
};

export type TeaserGridModule = {
  __typename?: 'TeaserGridModule';
  /** 2 or 3. */
  columns: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  items: Array<TeaserItem>;
  title?: Maybe<Scalars['String']['output']>;
};

export type TeaserItem = {
  __typename?: 'TeaserItem';
  href: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  kind: TeaserKind;
  overline?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type TeaserKind =
  | 'contact'
  | 'mediaRelease'
  | 'news'
  | 'product'
  | 'story';

export type TextWithImageModule = {
  __typename?: 'TextWithImageModule';
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image: Image;
  imagePosition: ImagePosition;
  title?: Maybe<Scalars['String']['output']>;
};

export type TranslationTarget = {
  __typename?: 'TranslationTarget';
  exportedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  importedAt?: Maybe<Scalars['String']['output']>;
  language: Scalars['String']['output'];
  /** Translated, InProgress or MarkedForTranslation. */
  translationState: Scalars['String']['output'];
};

export type VideoModule = {
  __typename?: 'VideoModule';
  id: Scalars['ID']['output'];
  thumbnail?: Maybe<Image>;
  title?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  PageModule:
    | ( AccordionModule )
    | ( CallToActionModule )
    | ( ContactTeaserModule )
    | ( DownloadsModule )
    | ( FormModule )
    | ( GalleryModule )
    | ( HeroModule )
    | ( ImageModule )
    | ( KeyFactsModule )
    | ( LocationsModule )
    | ( QuoteModule )
    | ( RichTextModule )
    | ( TeaserGridModule )
    | ( TextWithImageModule )
    | ( VideoModule )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccordionItem: ResolverTypeWrapper<AccordionItem>;
  AccordionModule: ResolverTypeWrapper<AccordionModule>;
  Action: ResolverTypeWrapper<Action>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BranchEntry: ResolverTypeWrapper<BranchEntry>;
  Brand: ResolverTypeWrapper<Brand>;
  CallToActionModule: ResolverTypeWrapper<CallToActionModule>;
  ContactTeaserModule: ResolverTypeWrapper<ContactTeaserModule>;
  ContentTeaserCard: ResolverTypeWrapper<ContentTeaserCard>;
  Country: ResolverTypeWrapper<Country>;
  Domain: ResolverTypeWrapper<Domain>;
  DownloadItem: ResolverTypeWrapper<DownloadItem>;
  DownloadsModule: ResolverTypeWrapper<DownloadsModule>;
  FooterNavigation: ResolverTypeWrapper<Omit<FooterNavigation, 'navigationSections'> & { navigationSections: Array<ResolversTypes['NavigationSection']> }>;
  FormKind: FormKind;
  FormModule: ResolverTypeWrapper<FormModule>;
  GalleryModule: ResolverTypeWrapper<GalleryModule>;
  HeaderNavigation: ResolverTypeWrapper<Omit<HeaderNavigation, 'homeItems' | 'topItems'> & { homeItems: Array<ResolversTypes['NavigationItem']>, topItems: Array<ResolversTypes['NavigationItem']> }>;
  HeroModule: ResolverTypeWrapper<HeroModule>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  ImageModule: ResolverTypeWrapper<ImageModule>;
  ImagePosition: ImagePosition;
  ImagePreset: ImagePreset;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  KeyFact: ResolverTypeWrapper<KeyFact>;
  KeyFactsModule: ResolverTypeWrapper<KeyFactsModule>;
  Language: ResolverTypeWrapper<Language>;
  Link: ResolverTypeWrapper<Link>;
  Location: ResolverTypeWrapper<Location>;
  LocationService: LocationService;
  LocationsModule: ResolverTypeWrapper<LocationsModule>;
  MarketingSection: ResolverTypeWrapper<MarketingSection>;
  MeasurementSystem: MeasurementSystem;
  NavigationItem: ResolverTypeWrapper<Omit<NavigationItem, 'items' | 'page' | 'sections'> & { items: Array<ResolversTypes['NavigationItem']>, page?: Maybe<ResolversTypes['NavigationPage']>, sections: Array<ResolversTypes['NavigationSection']> }>;
  NavigationPage: ResolverTypeWrapper<NavigationPageModel>;
  NavigationSection: ResolverTypeWrapper<Omit<NavigationSection, 'items'> & { items: Array<ResolversTypes['NavigationItem']> }>;
  NewsFeedItem: ResolverTypeWrapper<NewsFeedItem>;
  NewsFeedItemConnection: ResolverTypeWrapper<NewsFeedItemConnection>;
  NewsFeedItemEdge: ResolverTypeWrapper<NewsFeedItemEdge>;
  Page: ResolverTypeWrapper<PageModel>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageKind: PageKind;
  PageModule: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PageModule']>;
  PageOrderByInput: PageOrderByInput;
  PageWhereInput: PageWhereInput;
  Protection: Protection;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuoteModule: ResolverTypeWrapper<QuoteModule>;
  RichTextModule: ResolverTypeWrapper<RichTextModule>;
  Site: ResolverTypeWrapper<SiteModel>;
  SiteNavigation: ResolverTypeWrapper<Omit<SiteNavigation, 'footerNavigation' | 'headerNavigation'> & { footerNavigation: ResolversTypes['FooterNavigation'], headerNavigation: ResolversTypes['HeaderNavigation'] }>;
  Stage: Stage;
  StoryContact: ResolverTypeWrapper<StoryContact>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SystemRedirect: ResolverTypeWrapper<SystemRedirect>;
  TeaserGridModule: ResolverTypeWrapper<TeaserGridModule>;
  TeaserItem: ResolverTypeWrapper<TeaserItem>;
  TeaserKind: TeaserKind;
  TextWithImageModule: ResolverTypeWrapper<TextWithImageModule>;
  TranslationTarget: ResolverTypeWrapper<TranslationTarget>;
  VideoModule: ResolverTypeWrapper<VideoModule>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccordionItem: AccordionItem;
  AccordionModule: AccordionModule;
  Action: Action;
  Boolean: Scalars['Boolean']['output'];
  BranchEntry: BranchEntry;
  Brand: Brand;
  CallToActionModule: CallToActionModule;
  ContactTeaserModule: ContactTeaserModule;
  ContentTeaserCard: ContentTeaserCard;
  Country: Country;
  Domain: Domain;
  DownloadItem: DownloadItem;
  DownloadsModule: DownloadsModule;
  FooterNavigation: Omit<FooterNavigation, 'navigationSections'> & { navigationSections: Array<ResolversParentTypes['NavigationSection']> };
  FormModule: FormModule;
  GalleryModule: GalleryModule;
  HeaderNavigation: Omit<HeaderNavigation, 'homeItems' | 'topItems'> & { homeItems: Array<ResolversParentTypes['NavigationItem']>, topItems: Array<ResolversParentTypes['NavigationItem']> };
  HeroModule: HeroModule;
  ID: Scalars['ID']['output'];
  Image: Image;
  ImageModule: ImageModule;
  Int: Scalars['Int']['output'];
  KeyFact: KeyFact;
  KeyFactsModule: KeyFactsModule;
  Language: Language;
  Link: Link;
  Location: Location;
  LocationsModule: LocationsModule;
  MarketingSection: MarketingSection;
  NavigationItem: Omit<NavigationItem, 'items' | 'page' | 'sections'> & { items: Array<ResolversParentTypes['NavigationItem']>, page?: Maybe<ResolversParentTypes['NavigationPage']>, sections: Array<ResolversParentTypes['NavigationSection']> };
  NavigationPage: NavigationPageModel;
  NavigationSection: Omit<NavigationSection, 'items'> & { items: Array<ResolversParentTypes['NavigationItem']> };
  NewsFeedItem: NewsFeedItem;
  NewsFeedItemConnection: NewsFeedItemConnection;
  NewsFeedItemEdge: NewsFeedItemEdge;
  Page: PageModel;
  PageInfo: PageInfo;
  PageModule: ResolversUnionTypes<ResolversParentTypes>['PageModule'];
  PageWhereInput: PageWhereInput;
  Query: Record<PropertyKey, never>;
  QuoteModule: QuoteModule;
  RichTextModule: RichTextModule;
  Site: SiteModel;
  SiteNavigation: Omit<SiteNavigation, 'footerNavigation' | 'headerNavigation'> & { footerNavigation: ResolversParentTypes['FooterNavigation'], headerNavigation: ResolversParentTypes['HeaderNavigation'] };
  StoryContact: StoryContact;
  String: Scalars['String']['output'];
  SystemRedirect: SystemRedirect;
  TeaserGridModule: TeaserGridModule;
  TeaserItem: TeaserItem;
  TextWithImageModule: TextWithImageModule;
  TranslationTarget: TranslationTarget;
  VideoModule: VideoModule;
};

export type AccordionItemResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['AccordionItem'] = ResolversParentTypes['AccordionItem']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccordionModuleResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['AccordionModule'] = ResolversParentTypes['AccordionModule']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AccordionItem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ActionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Action'] = ResolversParentTypes['Action']> = {
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BranchEntryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['BranchEntry'] = ResolversParentTypes['BranchEntry']> = {
  breadcrumbOverride?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BrandResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pimId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CallToActionModuleResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['CallToActionModule'] = ResolversParentTypes['CallToActionModule']> = {
  actions?: Resolver<Array<ResolversTypes['Action']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContactTeaserModuleResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ContactTeaserModule'] = ResolversParentTypes['ContactTeaserModule']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContentTeaserCardResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ContentTeaserCard'] = ResolversParentTypes['ContentTeaserCard']> = {
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  link?: Resolver<ResolversTypes['Link'], ParentType, ContextType>;
  overline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CountryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultMeasurementSystem?: Resolver<ResolversTypes['MeasurementSystem'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sortIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supportedLanguages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DomainResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Domain'] = ResolversParentTypes['Domain']> = {
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DownloadItemResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['DownloadItem'] = ResolversParentTypes['DownloadItem']> = {
  extension?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DownloadsModuleResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['DownloadsModule'] = ResolversParentTypes['DownloadsModule']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['DownloadItem']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FooterNavigationResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['FooterNavigation'] = ResolversParentTypes['FooterNavigation']> = {
  contactLink?: Resolver<Maybe<ResolversTypes['Link']>, ParentType, ContextType>;
  navigationSections?: Resolver<Array<ResolversTypes['NavigationSection']>, ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FormModuleResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['FormModule'] = ResolversParentTypes['FormModule']> = {
  document?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  form?: Resolver<ResolversTypes['FormKind'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GalleryModuleResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['GalleryModule'] = ResolversParentTypes['GalleryModule']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HeaderNavigationResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['HeaderNavigation'] = ResolversParentTypes['HeaderNavigation']> = {
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  homeItems?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topItems?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
};

export type HeroModuleResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['HeroModule'] = ResolversParentTypes['HeroModule']> = {
  actions?: Resolver<Array<ResolversTypes['Action']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  overline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ImageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alternativeText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImageModuleResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ImageModule'] = ResolversParentTypes['ImageModule']> = {
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  preset?: Resolver<ResolversTypes['ImagePreset'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type KeyFactResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['KeyFact'] = ResolversParentTypes['KeyFact']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KeyFactsModuleResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['KeyFactsModule'] = ResolversParentTypes['KeyFactsModule']> = {
  facts?: Resolver<Array<ResolversTypes['KeyFact']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LanguageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = {
  defaultCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languageCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nativeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LinkResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Link'] = ResolversParentTypes['Link']> = {
  openInNewTab?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  address?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['LocationService']>, ParentType, ContextType>;
};

export type LocationsModuleResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['LocationsModule'] = ResolversParentTypes['LocationsModule']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MarketingSectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['MarketingSection'] = ResolversParentTypes['MarketingSection']> = {
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['Link']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NavigationItemResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['NavigationItem'] = ResolversParentTypes['NavigationItem']> = {
  breadcrumbOverride?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentTeaserCard?: Resolver<Maybe<ResolversTypes['ContentTeaserCard']>, ParentType, ContextType>;
  countries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  marketingSection?: Resolver<Maybe<ResolversTypes['MarketingSection']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['NavigationPage']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['NavigationSection']>, ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unlocalizedUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NavigationPageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['NavigationPage'] = ResolversParentTypes['NavigationPage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NavigationSectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['NavigationSection'] = ResolversParentTypes['NavigationSection']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NewsFeedItemResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['NewsFeedItem'] = ResolversParentTypes['NewsFeedItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NewsFeedItemConnectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['NewsFeedItemConnection'] = ResolversParentTypes['NewsFeedItemConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NewsFeedItemEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NewsFeedItemEdgeResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['NewsFeedItemEdge'] = ResolversParentTypes['NewsFeedItemEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['NewsFeedItem'], ParentType, ContextType>;
};

export type PageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  adhoc?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  branch?: Resolver<Array<ResolversTypes['BranchEntry']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cmsType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  injection?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isLanguageFallback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLanguageUnavailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPublished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PageKind'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  leadText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mainSiteOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  modules?: Resolver<Array<ResolversTypes['PageModule']>, ParentType, ContextType>;
  pageType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  protection?: Resolver<ResolversTypes['Protection'], ParentType, ContextType>;
  publicationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storyContacts?: Resolver<Array<ResolversTypes['StoryContact']>, ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  translationSourceLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  translationTargetLanguages?: Resolver<Array<ResolversTypes['TranslationTarget']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PageModuleResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['PageModule'] = ResolversParentTypes['PageModule']> = {
  __resolveType: TypeResolveFn<'AccordionModule' | 'CallToActionModule' | 'ContactTeaserModule' | 'DownloadsModule' | 'FormModule' | 'GalleryModule' | 'HeroModule' | 'ImageModule' | 'KeyFactsModule' | 'LocationsModule' | 'QuoteModule' | 'RichTextModule' | 'TeaserGridModule' | 'TextWithImageModule' | 'VideoModule', ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandsArgs, 'stage'>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType, RequireFields<QueryCountriesArgs, 'stage'>>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType, RequireFields<QueryLanguagesArgs, 'stage'>>;
  navigation?: Resolver<Maybe<ResolversTypes['SiteNavigation']>, ParentType, ContextType, RequireFields<QueryNavigationArgs, 'siteId' | 'stage'>>;
  newsFeedItemsConnection?: Resolver<ResolversTypes['NewsFeedItemConnection'], ParentType, ContextType, RequireFields<QueryNewsFeedItemsConnectionArgs, 'first' | 'stage'>>;
  page?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<QueryPageArgs, 'id' | 'stage'>>;
  pages?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<QueryPagesArgs, 'first' | 'skip' | 'stage' | 'where'>>;
  relatedStories?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<QueryRelatedStoriesArgs, 'first' | 'productSlug' | 'stage'>>;
  sites?: Resolver<Array<ResolversTypes['Site']>, ParentType, ContextType, RequireFields<QuerySitesArgs, 'stage'>>;
  systemRedirects?: Resolver<Array<ResolversTypes['SystemRedirect']>, ParentType, ContextType, RequireFields<QuerySystemRedirectsArgs, 'previousUrls' | 'stage'>>;
};

export type QuoteModuleResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['QuoteModule'] = ResolversParentTypes['QuoteModule']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  portrait?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RichTextModuleResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['RichTextModule'] = ResolversParentTypes['RichTextModule']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SiteResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = {
  addLanguages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  defaultLanguage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domains?: Resolver<Array<ResolversTypes['Domain']>, ParentType, ContextType>;
  dropLanguages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  enableCutFont?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  footerNavigation?: Resolver<Maybe<ResolversTypes['FooterNavigation']>, ParentType, ContextType>;
  headerNavigation?: Resolver<Maybe<ResolversTypes['HeaderNavigation']>, ParentType, ContextType>;
  hideSideButtons?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internationalOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteNavigationResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['SiteNavigation'] = ResolversParentTypes['SiteNavigation']> = {
  footerNavigation?: Resolver<ResolversTypes['FooterNavigation'], ParentType, ContextType>;
  headerNavigation?: Resolver<ResolversTypes['HeaderNavigation'], ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StoryContactResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['StoryContact'] = ResolversParentTypes['StoryContact']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemRedirectResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['SystemRedirect'] = ResolversParentTypes['SystemRedirect']> = {
  previousUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TeaserGridModuleResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['TeaserGridModule'] = ResolversParentTypes['TeaserGridModule']> = {
  columns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['TeaserItem']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeaserItemResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['TeaserItem'] = ResolversParentTypes['TeaserItem']> = {
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TeaserKind'], ParentType, ContextType>;
  overline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TextWithImageModuleResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['TextWithImageModule'] = ResolversParentTypes['TextWithImageModule']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  imagePosition?: Resolver<ResolversTypes['ImagePosition'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TranslationTargetResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['TranslationTarget'] = ResolversParentTypes['TranslationTarget']> = {
  exportedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  translationState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VideoModuleResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['VideoModule'] = ResolversParentTypes['VideoModule']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = ContentContext> = {
  AccordionItem?: AccordionItemResolvers<ContextType>;
  AccordionModule?: AccordionModuleResolvers<ContextType>;
  Action?: ActionResolvers<ContextType>;
  BranchEntry?: BranchEntryResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  CallToActionModule?: CallToActionModuleResolvers<ContextType>;
  ContactTeaserModule?: ContactTeaserModuleResolvers<ContextType>;
  ContentTeaserCard?: ContentTeaserCardResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  Domain?: DomainResolvers<ContextType>;
  DownloadItem?: DownloadItemResolvers<ContextType>;
  DownloadsModule?: DownloadsModuleResolvers<ContextType>;
  FooterNavigation?: FooterNavigationResolvers<ContextType>;
  FormModule?: FormModuleResolvers<ContextType>;
  GalleryModule?: GalleryModuleResolvers<ContextType>;
  HeaderNavigation?: HeaderNavigationResolvers<ContextType>;
  HeroModule?: HeroModuleResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  ImageModule?: ImageModuleResolvers<ContextType>;
  KeyFact?: KeyFactResolvers<ContextType>;
  KeyFactsModule?: KeyFactsModuleResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  Link?: LinkResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LocationsModule?: LocationsModuleResolvers<ContextType>;
  MarketingSection?: MarketingSectionResolvers<ContextType>;
  NavigationItem?: NavigationItemResolvers<ContextType>;
  NavigationPage?: NavigationPageResolvers<ContextType>;
  NavigationSection?: NavigationSectionResolvers<ContextType>;
  NewsFeedItem?: NewsFeedItemResolvers<ContextType>;
  NewsFeedItemConnection?: NewsFeedItemConnectionResolvers<ContextType>;
  NewsFeedItemEdge?: NewsFeedItemEdgeResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PageModule?: PageModuleResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuoteModule?: QuoteModuleResolvers<ContextType>;
  RichTextModule?: RichTextModuleResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  SiteNavigation?: SiteNavigationResolvers<ContextType>;
  StoryContact?: StoryContactResolvers<ContextType>;
  SystemRedirect?: SystemRedirectResolvers<ContextType>;
  TeaserGridModule?: TeaserGridModuleResolvers<ContextType>;
  TeaserItem?: TeaserItemResolvers<ContextType>;
  TextWithImageModule?: TextWithImageModuleResolvers<ContextType>;
  TranslationTarget?: TranslationTargetResolvers<ContextType>;
  VideoModule?: VideoModuleResolvers<ContextType>;
};

