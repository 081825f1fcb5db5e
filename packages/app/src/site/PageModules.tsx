import {
  CallToAction,
  Hero,
  Image,
  KeyFacts,
  Link,
  RichText,
  TeaserGrid,
  TextWithImage,
} from "@wire/design-system";
import type { RenderContext } from "@wire/domain";
import { siteHref } from "@wire/domain";
import type { PageModule } from "@wire/graphql";
import { Fragment, type ReactNode } from "react";
import { preconnect } from "react-dom";
import {
  Accordion,
  ContactTeaser,
  DownloadsList,
  Quote,
  TranslatedGallery,
  TranslatedVideo,
} from "../components/lazy";
import { FORM_MODULE_KINDS } from "../forms/formDefinitions";
import type { Translator } from "../i18n/serverTranslator";
import { FormSection } from "./FormSection";
import { LocationsSection } from "./LocationsSection";
import { openingImageIndex } from "./openingImage";
import { sanitizeRichText } from "./sanitizeRichText";
import { videoKind, videoSource } from "./videoKind";
import { galleryLabels, videoPlayLabel } from "./widgetLabels";

interface Context {
  locale: string;
  /** Names a video without a title of its own. */
  pageTitle: string;
  siteSlug: string | null;
  /** Formats a byte size for the downloads list, in the page's language. */
  formatSize: (bytes: number) => string;
  t: Translator;
  /** The UI language (names countries). */
  language: string;
  /** The page's own path, where a list's filter form goes. */
  path: string;
  /** The site's contact page ("Talk to an Expert" without script). */
  contactHref: string;
  /** The URL's text search (`q`) and list filters, for the locations list. */
  query: string | null;
  filters: RenderContext["filters"];
}

/** A form further down the page, which the opening hero offers with a link to it. */
type FormLink = { id: string; title: string } | null;

/** `first`: this module holds the page's opening image (see `openingImageIndex`). */
function renderModule(module: PageModule, ctx: Context & { first: boolean; formLink: FormLink }) {
  const href = (url: string) => siteHref(url, ctx.locale, ctx.siteSlug);
  switch (module.kind) {
    case "hero":
      return (
        <Hero
          key={module.id}
          title={module.title}
          {...(module.overline ? { overline: module.overline } : {})}
          {...(module.text ? { text: module.text } : {})}
          {...(module.image
            ? { image: { src: module.image.url, alt: module.image.alternativeText } }
            : {})}
          {...(module.actions.length > 0 || ctx.formLink
            ? {
                actions: [
                  ...module.actions.map((action) => (
                    <Link key={action.href} href={href(action.href)}>
                      {action.text}
                    </Link>
                  )),
                  ...(ctx.formLink
                    ? [
                        <Link key={ctx.formLink.id} href={`#${ctx.formLink.id}`}>
                          {ctx.formLink.title}
                        </Link>,
                      ]
                    : []),
                ],
              }
            : {})}
        />
      );
    case "richText":
      return <RichText key={module.id} html={module.html} sanitize={sanitizeRichText} />;
    case "textWithImage":
      return (
        <TextWithImage
          key={module.id}
          html={module.html}
          image={{ src: module.image.url, alt: module.image.alternativeText }}
          imagePosition={module.imagePosition === "left" ? "start" : "end"}
          {...(module.title ? { title: module.title } : {})}
        />
      );
    case "teaserGrid":
      return (
        <TeaserGrid
          key={module.id}
          columns={module.columns}
          {...(module.title ? { title: module.title } : {})}
          items={module.items.map((item) => ({
            id: item.id,
            title: item.title,
            href: href(item.href),
            ...(item.overline ? { overline: item.overline } : {}),
            ...(item.text ? { text: item.text } : {}),
            ...(item.image
              ? { image: { src: item.image.url, alt: item.image.alternativeText } }
              : {}),
          }))}
        />
      );
    case "image":
      return (
        <Image
          key={module.id}
          src={module.image.url}
          alt={module.image.alternativeText}
          preset={module.preset}
          {...(module.image.width && module.image.height
            ? { intrinsicSize: { width: module.image.width, height: module.image.height } }
            : {})}
          // An image that opens the page is its largest paint: loaded first.
          priority={ctx.first}
          {...(module.caption ? { caption: module.caption } : {})}
        />
      );
    case "downloads":
      return (
        <DownloadsList
          key={module.id}
          {...(module.title ? { title: module.title } : {})}
          items={module.items.map((item) => ({
            id: item.href,
            title: item.title,
            href: `hard:${item.href}`,
            meta: `${item.extension.toUpperCase()}, ${ctx.formatSize(item.size)}`,
            ...(item.thumbnail ? { thumbnailSrc: item.thumbnail.url } : {}),
          }))}
        />
      );
    case "accordion":
      return (
        <Accordion
          key={module.id}
          // The module has no title of its own: its items are the page's sections, under its h1.
          headingLevel={2}
          items={module.items.map((item, index) => ({
            id: `${module.id}-${index}`,
            title: item.title,
            content: <RichText html={item.html} sanitize={sanitizeRichText} />,
          }))}
        />
      );
    case "keyFacts":
      return (
        <KeyFacts
          key={module.id}
          facts={module.facts.map((fact, index) => ({ id: `${module.id}-${index}`, ...fact }))}
        />
      );
    case "quote":
      return (
        <Quote
          key={module.id}
          text={module.text}
          author={module.author}
          {...(module.role ? { role: module.role } : {})}
          {...(module.portrait ? { portraitSrc: module.portrait.url } : {})}
        />
      );
    case "callToAction":
      return (
        <CallToAction
          key={module.id}
          title={module.title}
          {...(module.text ? { text: module.text } : {})}
          actions={module.actions.map((action, index) => ({
            id: `${module.id}-${index}`,
            text: action.text,
            href: href(action.href),
          }))}
        />
      );
    case "contactTeaser":
      return (
        <ContactTeaser
          key={module.id}
          name={module.name}
          {...(module.role ? { jobTitle: module.role } : {})}
          {...(module.email ? { email: module.email } : {})}
          {...(module.phone ? { phone: module.phone } : {})}
          {...(module.image ? { portraitSrc: module.image.url } : {})}
        />
      );
    case "locations":
      return (
        <LocationsSection
          key={module.id}
          title={module.title}
          locations={module.locations}
          language={ctx.language}
          path={ctx.path}
          contactHref={ctx.contactHref}
          query={ctx.query}
          filters={ctx.filters}
          t={ctx.t}
        />
      );
    case "form":
      return (
        // The anchor a hero's link to the form leads to.
        <div key={module.id} id={module.id}>
          <FormSection
            kind={FORM_MODULE_KINDS[module.form]}
            title={module.title}
            intro={module.intro}
            document={module.document}
            language={ctx.language}
            locale={ctx.locale}
            site={ctx.siteSlug ?? "main"}
            path={ctx.path}
            t={ctx.t}
          />
        </div>
      );
    case "video":
      return (
        <TranslatedVideo
          key={module.id}
          playLabel={videoPlayLabel(ctx.t)}
          src={videoSource(module.url)}
          kind={videoKind(module.url)}
          title={module.title ?? ctx.pageTitle}
          {...(module.thumbnail ? { posterSrc: module.thumbnail.url } : {})}
          {...(module.title ? { caption: module.title } : {})}
        />
      );
    case "gallery":
      return (
        <TranslatedGallery
          key={module.id}
          labels={galleryLabels(ctx.t)}
          images={module.images.map((image, index) => ({
            id: `${module.id}-${index}`,
            src: image.url,
            alt: image.alternativeText,
          }))}
        />
      );
  }
}

/**
 * Renders a CMS page's modules with the design system's modules. `afterOpening` (the offers of a
 * catalogue listing at the page's path) comes right after the opening (the hero and the
 * introduction after it); a form further down
 * is offered from that hero with a link to it, so a long request form no longer opens the page.
 */
export function PageModules({
  modules,
  afterOpening,
  ...ctx
}: { modules: readonly PageModule[]; afterOpening?: ReactNode } & Context) {
  const opening = openingImageIndex(modules);
  const openingModule = modules[opening];
  // Its server's connection starts with the document's head, not when the image tag is reached.
  if (openingModule && "image" in openingModule && openingModule.image) {
    preconnectTo(openingModule.image.url);
  }
  const leadsWithHero = modules[0]?.kind === "hero";
  // The opening: the hero and the introduction right after it.
  let openingEnd = leadsWithHero ? 1 : 0;
  while (modules[openingEnd]?.kind === "richText") openingEnd += 1;
  const formIndex = modules.findIndex((module) => module.kind === "form");
  const form = modules[formIndex];
  // Only a form that something else comes before: the hero leads to it.
  const formLink: FormLink =
    leadsWithHero && form?.kind === "form" && (formIndex > openingEnd || afterOpening)
      ? { id: form.id, title: form.title }
      : null;
  const rendered = modules.map((module, index) =>
    renderModule(module, {
      ...ctx,
      first: index === opening,
      formLink: index === 0 ? formLink : null,
    }),
  );
  if (!afterOpening) return rendered;
  return [
    ...rendered.slice(0, openingEnd),
    <Fragment key="after-opening">{afterOpening}</Fragment>,
    ...rendered.slice(openingEnd),
  ];
}

function preconnectTo(url: string) {
  try {
    preconnect(new URL(url).origin);
  } catch {
    // A relative asset URL is on this site's own origin already.
  }
}
