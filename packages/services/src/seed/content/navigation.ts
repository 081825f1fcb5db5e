import type { Localized } from "../../db/storedJson";
import type {
  StoredFooterNavigation,
  StoredHeaderNavigation,
  StoredNavItem,
} from "../../db/storedNavigation";
import { ALT_TEXTS } from "./altTexts";
import { image, tr } from "./types";

export type SeedNavItem = StoredNavItem;

export interface SeedNavigation {
  siteId: string;
  header: StoredHeaderNavigation;
  footer: StoredFooterNavigation;
}

const item = (
  id: string,
  title: Localized,
  url: string,
  extra: Partial<SeedNavItem> = {},
): SeedNavItem => ({ id, title, url, ...extra });

const mainHeader: SeedNavigation["header"] = {
  theme: "Default",
  hidden: false,
  homeItems: [
    item("home-us", tr({ en: "Home", de: "Startseite", es: "Inicio" }), "/", {
      countries: ["US"],
      page: { id: "page-home-us", slug: "home-us" },
    }),
    item(
      "home",
      tr({ en: "Home", de: "Startseite", fr: "Accueil", es: "Inicio", zh: "首页" }),
      "/",
      { page: { id: "page-home", slug: "home" } },
    ),
  ],
  topItems: [
    item(
      "products",
      tr({ en: "Products", de: "Produkte", fr: "Produits", es: "Productos", zh: "产品" }),
      "/products",
      {
        sections: [
          {
            id: "products-wire-processing",
            title: tr({
              en: "Wire processing",
              de: "Kabelverarbeitung",
              fr: "Traitement des fils",
              es: "Procesado de cables",
              zh: "线缆加工",
            }),
            items: [
              item(
                "products-cutting",
                tr({
                  en: "Cutting and stripping",
                  de: "Schneiden und Abisolieren",
                  fr: "Coupe et dénudage",
                  es: "Corte y pelado",
                  zh: "切割与剥线",
                }),
                "/products/cutting-stripping",
              ),
              item(
                "products-crimping",
                tr({ en: "Crimping", de: "Crimpen", fr: "Sertissage", es: "Engaste", zh: "压接" }),
                "/products/crimping",
              ),
              item(
                "products-marking",
                tr({ en: "Marking", de: "Markieren", fr: "Marquage", es: "Marcado", zh: "标记" }),
                "/products/marking",
              ),
            ],
          },
          {
            id: "products-harness",
            title: tr({
              en: "Harness assembly and testing",
              de: "Kabelbaummontage und Prüfung",
              fr: "Assemblage et test",
              es: "Montaje y prueba",
              zh: "线束装配与测试",
            }),
            items: [
              item(
                "products-harness-assembly",
                tr({
                  en: "Harness assembly",
                  de: "Kabelbaummontage",
                  fr: "Assemblage de faisceaux",
                  es: "Montaje de arneses",
                  zh: "线束装配",
                }),
                "/products/harness-assembly",
              ),
              item(
                "products-testing",
                tr({ en: "Testing", de: "Prüfen", fr: "Test", es: "Prueba", zh: "测试" }),
                "/products/testing",
              ),
              item(
                "products-high-voltage",
                tr({ en: "High-voltage cables", de: "Hochvoltleitungen" }),
                "/products/high-voltage",
                { countries: ["DE", "CN", "US"] },
              ),
            ],
          },
        ],
        marketingSection: {
          title: tr({ en: "Gamma 263", de: "Gamma 263" }),
          text: tr({
            en: "Double crimps and seals on both wire ends at 4,000 pieces per hour.",
            de: "Doppelanschläge und Tüllen an beiden Leitungsenden mit 4000 Stück pro Stunde.",
          }),
          image: image("gamma-263", ALT_TEXTS.gammaMachine, 480, 270),
          link: {
            text: tr({ en: "Discover the Gamma 263", de: "Gamma 263 entdecken" }),
            url: "/products/crimping/gamma-263",
            openInNewTab: false,
          },
        },
        contentTeaserCard: {
          overline: tr({ en: "Story", de: "Story" }),
          title: tr({
            en: "Automating harness production in Mexico",
            de: "Kabelbaumfertigung in Mexiko automatisiert",
          }),
          text: tr({
            en: "Three times the output without another shift.",
            de: "Dreifache Leistung ohne zusätzliche Schicht.",
          }),
          image: image("story-mexico", ALT_TEXTS.queretaro, 768, 432),
          link: {
            text: tr({ en: "Read the story", de: "Zur Story" }),
            url: "/stories/automating-harness-production-in-mexico",
            openInNewTab: false,
          },
        },
      },
    ),
    item(
      "services",
      tr({ en: "Services", de: "Services", fr: "Services", es: "Servicios", zh: "服务" }),
      "/services",
      {
        page: { id: "page-services", slug: "services" },
        sections: [
          {
            id: "services-support",
            title: tr({
              en: "Support",
              de: "Support",
              fr: "Assistance",
              es: "Soporte",
              zh: "支持",
            }),
            items: [
              item(
                "services-maintenance",
                tr({
                  en: "Maintenance and repair",
                  de: "Wartung und Reparatur",
                  fr: "Maintenance et réparation",
                  es: "Mantenimiento y reparación",
                  zh: "维护与维修",
                }),
                "/services/maintenance",
                { page: { id: "page-maintenance", slug: "maintenance" } },
              ),
              item(
                "services-spare-parts",
                tr({
                  en: "Spare and wear parts",
                  de: "Ersatz- und Verschleissteile",
                  fr: "Pièces de rechange",
                  es: "Repuestos",
                  zh: "备件",
                }),
                "/services/spare-parts",
                { page: { id: "page-spare-parts", slug: "spare-parts" } },
              ),
            ],
          },
          {
            id: "services-knowledge",
            title: tr({
              en: "Knowledge",
              de: "Wissen",
              fr: "Savoir",
              es: "Conocimiento",
              zh: "知识",
            }),
            items: [
              item(
                "services-training",
                tr({
                  en: "Training",
                  de: "Schulung",
                  fr: "Formation",
                  es: "Formación",
                  zh: "培训",
                }),
                "/services/training",
                { page: { id: "page-training", slug: "training" } },
              ),
              item(
                "services-glossary",
                tr({ en: "Harness glossary" }),
                "/services/harness-glossary",
                { page: { id: "page-glossary", slug: "harness-glossary" } },
              ),
            ],
          },
        ],
        marketingSection: {
          title: tr({ en: "Service contracts", de: "Serviceverträge" }),
          text: tr({
            en: "Planned maintenance, priority hotline and spare parts at fixed prices.",
            de: "Geplante Wartung, Priority-Hotline und Ersatzteile zu Fixpreisen.",
          }),
          image: image("service-technician", ALT_TEXTS.technician, 480, 270),
          link: {
            text: tr({ en: "Compare contracts", de: "Verträge vergleichen" }),
            url: "/services/maintenance",
            openInNewTab: false,
          },
        },
      },
    ),
    item(
      "smart-factory",
      tr({
        en: "Smart Factory",
        de: "Smart Factory",
        fr: "Smart Factory",
        es: "Smart Factory",
        zh: "智能工厂",
      }),
      "/smart-factory",
      {
        page: { id: "page-smart-factory", slug: "smart-factory" },
        items: [
          item(
            "smart-factory-wire-flow",
            tr({ en: "WIRE Flow", de: "WIRE Flow" }),
            "/smart-factory/wire-flow",
            { page: { id: "page-wire-flow", slug: "wire-flow" } },
          ),
        ],
      },
    ),
    item(
      "stories",
      tr({ en: "Stories", de: "Stories", fr: "Histoires", es: "Historias", zh: "故事" }),
      "/stories",
      {
        page: { id: "page-stories", slug: "stories" },
        items: [
          item("stories-contacts", tr({ en: "Authors", de: "Autoren" }), "/stories/contacts"),
        ],
      },
    ),
    item(
      "company",
      tr({ en: "Company", de: "Unternehmen", fr: "Entreprise", es: "Empresa", zh: "公司" }),
      "/company",
      {
        page: { id: "page-company", slug: "company" },
        breadcrumbOverride: tr({ en: "About WIRE", de: "Über WIRE" }),
        items: [
          item(
            "company-about",
            tr({
              en: "About us",
              de: "Über uns",
              fr: "À propos",
              es: "Sobre nosotros",
              zh: "关于我们",
            }),
            "/company/about",
            { page: { id: "page-about", slug: "about" } },
          ),
          item(
            "company-sustainability",
            tr({
              en: "Sustainability",
              de: "Nachhaltigkeit",
              fr: "Durabilité",
              es: "Sostenibilidad",
              zh: "可持续发展",
            }),
            "/company/sustainability",
            { page: { id: "page-sustainability", slug: "sustainability" } },
          ),
          item(
            "company-careers",
            tr({ en: "Careers", de: "Karriere", fr: "Carrières", es: "Empleo", zh: "招聘" }),
            "/company/careers",
            { page: { id: "page-careers", slug: "careers" } },
          ),
          item(
            "company-locations",
            tr({ en: "Locations", de: "Standorte", fr: "Sites", es: "Ubicaciones", zh: "地点" }),
            "/company/locations",
            { page: { id: "page-locations", slug: "locations" } },
          ),
          item(
            "company-media-releases",
            tr({
              en: "Media releases",
              de: "Medienmitteilungen",
              fr: "Communiqués de presse",
              es: "Notas de prensa",
              zh: "新闻稿",
            }),
            "/media-releases",
            { page: { id: "page-media-releases", slug: "media-releases" } },
          ),
          item(
            "company-annual-report",
            tr({ en: "Annual report", de: "Geschäftsbericht" }),
            "/company/annual-report",
            { page: { id: "page-annual-report", slug: "annual-report" } },
          ),
          item(
            "company-partner-area",
            tr({ en: "Partner area", de: "Partnerbereich" }),
            "/company/partner-area",
            { page: { id: "page-partner-area", slug: "partner-area" } },
          ),
          item(
            "company-trade-fairs",
            tr({ en: "Trade fairs 2026", de: "Messen 2026" }),
            "/company/trade-fairs-2026",
            { hidden: true, page: { id: "page-trade-fairs", slug: "trade-fairs-2026" } },
          ),
        ],
      },
    ),
  ],
};

const mainFooter: SeedNavigation["footer"] = {
  theme: "Default",
  contactLink: {
    text: tr({
      en: "Talk to an Expert",
      de: "Sprechen Sie mit einem Experten",
      fr: "Parler à un expert",
      es: "Hable con un experto",
      zh: "咨询专家",
    }),
    url: "/contact",
    openInNewTab: false,
  },
  navigationSections: [
    {
      id: "footer-company",
      title: tr({ en: "Company", de: "Unternehmen", fr: "Entreprise", es: "Empresa", zh: "公司" }),
      items: [
        item(
          "footer-about",
          tr({
            en: "About us",
            de: "Über uns",
            fr: "À propos",
            es: "Sobre nosotros",
            zh: "关于我们",
          }),
          "/company/about",
        ),
        item(
          "footer-careers",
          tr({ en: "Careers", de: "Karriere", fr: "Carrières", es: "Empleo", zh: "招聘" }),
          "/company/careers",
        ),
        item(
          "footer-media",
          tr({
            en: "Media releases",
            de: "Medienmitteilungen",
            fr: "Communiqués",
            es: "Prensa",
            zh: "新闻稿",
          }),
          "/media-releases",
        ),
        // The investor relations site, under its slug in the visitor's locale.
        item(
          "footer-investors",
          tr({
            en: "Investors",
            de: "Investoren",
            fr: "Investisseurs",
            es: "Inversores",
            zh: "投资者",
          }),
          "/investors",
        ),
        item(
          "footer-news",
          tr({ en: "News", de: "News", fr: "Actualités", es: "Noticias", zh: "新闻" }),
          "action:open-news-feed-panel",
        ),
      ],
    },
    {
      id: "footer-service",
      title: tr({ en: "Service", de: "Service", fr: "Service", es: "Servicio", zh: "服务" }),
      items: [
        item(
          "footer-contact",
          tr({ en: "Contact", de: "Kontakt", fr: "Contact", es: "Contacto", zh: "联系" }),
          "/contact",
          { page: { id: "page-contact", slug: "contact" } },
        ),
        item(
          "footer-locations",
          tr({ en: "Locations", de: "Standorte", fr: "Sites", es: "Ubicaciones", zh: "地点" }),
          "/company/locations",
        ),
        item(
          "footer-portal",
          tr({
            en: "Customer portal",
            de: "Kundenportal",
            fr: "Portail client",
            es: "Portal de clientes",
            zh: "客户门户",
          }),
          "/portal",
        ),
      ],
    },
    {
      id: "footer-legal",
      title: tr({
        en: "Legal",
        de: "Rechtliches",
        fr: "Mentions légales",
        es: "Legal",
        zh: "法律",
      }),
      items: [
        item(
          "footer-privacy",
          tr({
            en: "Privacy policy",
            de: "Datenschutz",
            fr: "Confidentialité",
            es: "Privacidad",
            zh: "隐私政策",
          }),
          "/legal/privacy",
        ),
        item(
          "footer-imprint",
          tr({
            en: "Imprint",
            de: "Impressum",
            fr: "Mentions légales",
            es: "Aviso legal",
            zh: "版本说明",
          }),
          "/legal/imprint",
        ),
        item(
          "footer-terms",
          tr({
            en: "Terms and conditions",
            de: "AGB",
            fr: "Conditions générales",
            es: "Condiciones generales",
            zh: "条款与条件",
          }),
          "/legal/terms",
        ),
        item(
          "footer-linkedin",
          tr({ en: "LinkedIn" }),
          "https://www.linkedin.com/company/wire-group-example",
          { target: "_blank" },
        ),
      ],
    },
  ],
};

/** A small site's navigation: its home page plus a few entries, and a short footer. */
function siteNavigation(
  siteId: string,
  theme: string,
  home: { id: string; slug: string },
  topItems: SeedNavItem[],
): SeedNavigation {
  return {
    siteId,
    header: {
      theme,
      hidden: false,
      homeItems: [
        item(
          `${siteId}-home`,
          tr({ en: "Home", de: "Startseite", es: "Inicio", fr: "Accueil" }),
          "/",
          { page: home },
        ),
      ],
      topItems,
    },
    footer: {
      theme,
      contactLink: {
        text: tr({ en: "Contact us", de: "Kontakt", es: "Contacto", fr: "Contact" }),
        url: "/contact",
        openInNewTab: false,
      },
      navigationSections: [
        {
          id: `${siteId}-footer-group`,
          title: tr({ en: "WIRE Group", de: "WIRE Group" }),
          items: [
            item(
              `${siteId}-footer-main`,
              tr({
                en: "Group website",
                de: "Gruppen-Website",
                es: "Sitio del grupo",
                fr: "Site du groupe",
              }),
              "https://www.wire-group.example",
              { target: "_blank" },
            ),
            item(
              `${siteId}-footer-privacy`,
              tr({
                en: "Privacy policy",
                de: "Datenschutz",
                es: "Privacidad",
                fr: "Confidentialité",
              }),
              "/legal/privacy",
            ),
          ],
        },
      ],
    },
  };
}

/** Header and footer navigation of every site (spec section 3, section 7 site navigation). */
export const seedNavigations: SeedNavigation[] = [
  { siteId: "site-main", header: mainHeader, footer: mainFooter },
  siteNavigation("site-na-events", "Light_Blue", { id: "page-na-events-home", slug: "home" }, [
    item("na-events-agenda", tr({ en: "Agenda", es: "Agenda" }), "/agenda", {
      page: { id: "page-na-events-agenda", slug: "agenda" },
    }),
    item(
      "na-events-register",
      tr({ en: "Register", es: "Registro" }),
      "https://events.wire-group.example/detroit-2026",
      { target: "_blank" },
    ),
  ]),
  siteNavigation("site-brand-portal", "Default", { id: "page-brand-portal-home", slug: "home" }, [
    item(
      "brand-portal-logos",
      tr({ en: "Logos and templates", fr: "Logos et modèles" }),
      "/logos",
      { page: { id: "page-brand-portal-logos", slug: "logos" } },
    ),
  ]),
  siteNavigation(
    "site-schaltschrankbau",
    "Copper",
    { id: "page-schaltschrankbau-home", slug: "home" },
    [
      item("schaltschrankbau-loesungen", tr({ en: "Solutions", de: "Lösungen" }), "/loesungen", {
        page: { id: "page-schaltschrankbau-loesungen", slug: "loesungen" },
      }),
    ],
  ),
  siteNavigation("site-academy", "Iqc", { id: "page-academy-home", slug: "home" }, [
    item("academy-courses", tr({ en: "Courses", fr: "Cours", de: "Kurse" }), "/courses", {
      page: { id: "page-academy-courses", slug: "courses" },
    }),
  ]),
  siteNavigation("site-investors", "Default", { id: "page-investors-home", slug: "home" }, [
    item("investors-reports", tr({ en: "Reports", de: "Berichte" }), "/reports", {
      page: { id: "page-investors-reports", slug: "reports" },
    }),
  ]),
];
