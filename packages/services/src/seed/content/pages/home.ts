import { ALT_TEXTS } from "../altTexts";
import { image, localize, type SeedPage } from "../types";

interface HomeCopy {
  title: string;
  description: string;
  overline: string;
  heroText: string;
  intro: string;
  discover: string;
  contact: string;
  /** The figures as the language writes them (CLDR's grouping: 48'000 in Swiss German, spec §9). */
  factsValues: [string, string, string, string];
  factsLabels: [string, string, string, string];
  storiesTitle: string;
  storyOverline: string;
  stories: [string, string, string];
  ctaTitle: string;
  ctaText: string;
  ctaButton: string;
}

const heroImage = image("home-hero", ALT_TEXTS.harnessLine, 1200, 675);

/** The universal home page (id page-home, slug home); browser tests check its titles and intro. */
export const homePage: SeedPage = {
  id: "page-home",
  siteId: "site-main",
  slug: "home",
  pageType: "Home",
  localizations: localize<HomeCopy>(
    {
      en: {
        title: "Wire processing for every harness",
        description:
          "Cutting, stripping, crimping and testing machines for cable harness production, with service in over 60 countries.",
        overline: "Wire processing solutions",
        heroText:
          "Cutting, stripping, crimping and testing machines that keep cable harness production running around the clock.",
        intro:
          "<p>From a single semi-automatic crimping press to a fully automated harness line, our machines process more than <strong>ten billion wire ends</strong> every year. Engineers in over 60 countries rely on our service teams for commissioning, training and spare parts.</p>",
        discover: "Discover our products",
        contact: "Talk to an expert",
        factsValues: ["60+", "2,300", "10 bn", "48,000"],
        factsLabels: [
          "countries with service",
          "employees",
          "wire ends per year",
          "machines in the field",
        ],
        storiesTitle: "Stories from the shop floor",
        storyOverline: "Story",
        stories: [
          "Automating harness production in Mexico",
          "Wiring control cabinets in half the time",
          "Processing high-voltage cables for electric cars",
        ],
        ctaTitle: "Planning a new harness line?",
        ctaText:
          "Our application engineers test your wires and terminals on our machines before you invest.",
        ctaButton: "Request a sample test",
      },
      de: {
        title: "Kabelverarbeitung für jeden Kabelbaum",
        description:
          "Schneide-, Abisolier-, Crimp- und Prüfmaschinen für die Kabelbaumfertigung, mit Service in über 60 Ländern.",
        overline: "Lösungen für die Kabelverarbeitung",
        heroText:
          "Schneide-, Abisolier-, Crimp- und Prüfmaschinen, die die Kabelbaumfertigung rund um die Uhr am Laufen halten.",
        intro:
          "<p>Von der halbautomatischen Crimppresse bis zur vollautomatischen Kabelbaumlinie verarbeiten unsere Maschinen jedes Jahr mehr als <strong>zehn Milliarden Leitungsenden</strong>. Ingenieure in über 60 Ländern verlassen sich bei Inbetriebnahme, Schulung und Ersatzteilen auf unsere Serviceteams.</p>",
        discover: "Produkte entdecken",
        contact: "Mit einem Experten sprechen",
        factsValues: ["60+", "2'300", "10 Mrd.", "48'000"],
        factsLabels: [
          "Länder mit Service",
          "Mitarbeitende",
          "Leitungsenden pro Jahr",
          "Maschinen im Einsatz",
        ],
        storiesTitle: "Geschichten aus der Fertigung",
        storyOverline: "Story",
        stories: [
          "Kabelbaumfertigung in Mexiko automatisiert",
          "Schaltschränke in der halben Zeit verdrahten",
          "Hochvoltleitungen für Elektroautos verarbeiten",
        ],
        ctaTitle: "Planen Sie eine neue Kabelbaumlinie?",
        ctaText:
          "Unsere Applikationsingenieure testen Ihre Leitungen und Kontakte auf unseren Maschinen, bevor Sie investieren.",
        ctaButton: "Mustertest anfragen",
      },
      fr: {
        title: "Le traitement des fils pour chaque faisceau",
        description:
          "Machines de coupe, dénudage, sertissage et test pour la production de faisceaux, avec un service dans plus de 60 pays.",
        overline: "Solutions de traitement des fils",
        heroText:
          "Des machines de coupe, de dénudage, de sertissage et de test qui font tourner la production de faisceaux jour et nuit.",
        intro:
          "<p>De la presse de sertissage semi-automatique à la ligne de faisceaux entièrement automatisée, nos machines traitent plus de <strong>dix milliards d'extrémités de fils</strong> chaque année.</p>",
        discover: "Découvrir nos produits",
        contact: "Parler à un expert",
        factsValues: ["60+", "2\u202f300", "10 milliards", "48\u202f000"],
        factsLabels: [
          "pays avec service",
          "collaborateurs",
          "extrémités de fils par an",
          "machines installées",
        ],
        storiesTitle: "Histoires de l'atelier",
        storyOverline: "Histoire",
        stories: [
          "Automatiser la production de faisceaux au Mexique",
          "Câbler les armoires deux fois plus vite",
          "Traiter les câbles haute tension",
        ],
        ctaTitle: "Vous planifiez une nouvelle ligne ?",
        ctaText:
          "Nos ingénieurs d'application testent vos fils et contacts sur nos machines avant votre investissement.",
        ctaButton: "Demander un essai",
      },
      es: {
        title: "Procesado de cables para cada arnés",
        description:
          "Máquinas de corte, pelado, engaste y prueba para la producción de arneses, con servicio en más de 60 países.",
        overline: "Soluciones de procesado de cables",
        heroText:
          "Máquinas de corte, pelado, engaste y prueba que mantienen la producción de arneses funcionando día y noche.",
        intro:
          "<p>Desde una prensa de engaste semiautomática hasta una línea de arneses totalmente automatizada, nuestras máquinas procesan más de <strong>diez mil millones de extremos de cable</strong> cada año.</p>",
        discover: "Descubra nuestros productos",
        contact: "Hable con un experto",
        factsValues: ["60+", "2300", "10 mil millones", "48.000"],
        factsLabels: [
          "países con servicio",
          "empleados",
          "extremos de cable al año",
          "máquinas instaladas",
        ],
        storiesTitle: "Historias de la planta",
        storyOverline: "Historia",
        stories: [
          "Automatizar la producción de arneses en México",
          "Cablear armarios en la mitad de tiempo",
          "Procesar cables de alta tensión",
        ],
        ctaTitle: "¿Planea una nueva línea de arneses?",
        ctaText:
          "Nuestros ingenieros de aplicación prueban sus cables y terminales en nuestras máquinas antes de que invierta.",
        ctaButton: "Solicitar una prueba",
      },
      zh: {
        title: "适用于每一种线束的线缆加工",
        description: "用于线束生产的切割、剥线、压接和测试设备，服务覆盖 60 多个国家。",
        overline: "线缆加工解决方案",
        heroText: "切割、剥线、压接和测试设备，让线束生产全天候运转。",
        intro:
          "<p>从半自动压接机到全自动线束生产线，我们的设备每年加工超过<strong>一百亿个线端</strong>。</p>",
        discover: "了解我们的产品",
        contact: "咨询专家",
        factsValues: ["60+", "2,300", "100 亿", "48,000"],
        factsLabels: ["提供服务的国家", "员工", "每年线端数量", "在用设备"],
        storiesTitle: "来自车间的故事",
        storyOverline: "故事",
        stories: ["墨西哥线束生产自动化", "控制柜布线时间减半", "为电动汽车加工高压线缆"],
        ctaTitle: "正在规划新的线束生产线？",
        ctaText: "我们的应用工程师会在您投资前用我们的设备测试您的线缆和端子。",
        ctaButton: "申请样品测试",
      },
    },
    (c) => ({
      title: c.title,
      description: c.description,
      modules: [
        {
          __typename: "HeroModule",
          id: "home-hero",
          overline: c.overline,
          title: c.title,
          text: c.heroText,
          image: heroImage,
          actions: [
            { text: c.discover, href: "/products" },
            { text: c.contact, href: "/contact" },
          ],
        },
        { __typename: "RichTextModule", id: "home-intro", html: c.intro },
        {
          __typename: "KeyFactsModule",
          id: "home-facts",
          facts: [
            { value: c.factsValues[0], label: c.factsLabels[0] },
            { value: c.factsValues[1], label: c.factsLabels[1] },
            { value: c.factsValues[2], label: c.factsLabels[2] },
            { value: c.factsValues[3], label: c.factsLabels[3] },
          ],
        },
        {
          __typename: "TeaserGridModule",
          id: "home-stories",
          title: c.storiesTitle,
          columns: 3,
          items: [
            {
              id: "home-story-1",
              overline: c.storyOverline,
              title: c.stories[0],
              href: "/stories/automating-harness-production-in-mexico",
              image: image("story-mexico", c.stories[0], 768, 432),
              kind: "story",
            },
            {
              id: "home-story-2",
              overline: c.storyOverline,
              title: c.stories[1],
              href: "/stories/wiring-control-cabinets-in-half-the-time",
              image: image("story-cabinet", c.stories[1], 768, 432),
              kind: "story",
            },
            {
              id: "home-story-3",
              overline: c.storyOverline,
              title: c.stories[2],
              href: "/stories/high-voltage-cables-for-electric-cars",
              image: image("story-high-voltage", c.stories[2], 768, 432),
              kind: "story",
            },
          ],
        },
        {
          __typename: "CallToActionModule",
          id: "home-cta",
          title: c.ctaTitle,
          text: c.ctaText,
          actions: [{ text: c.ctaButton, href: "/contact" }],
        },
      ],
    }),
  ),
};

/** The United States home page, chosen by selectHomePage for locales with country US. */
export const homePageUs: SeedPage = {
  id: "page-home-us",
  siteId: "site-main",
  slug: "home-us",
  pageType: "Home",
  countries: ["US"],
  localizations: localize(
    {
      en: {
        title: "Wire processing for North American harness makers",
        text: "Sales, service and spare parts from our plant in Farmington Hills, Michigan, in imperial units and US English.",
        overline: "WIRE North America",
        products: "See the products",
        events: "Harness Days Detroit",
        cta: "Meet us in Detroit",
        ctaText: "Three days of live demos at the North America Harness Days, April 2026.",
        intro:
          "<p>More than <strong>ten billion wire ends</strong> a year are processed on our machines, thousands of them in plants from Ontario to Chihuahua.</p>",
      },
      es: {
        title: "Procesado de cables para fabricantes de arneses en Norteamérica",
        text: "Ventas, servicio y repuestos desde nuestra planta de Farmington Hills, Michigan.",
        overline: "WIRE Norteamérica",
        products: "Ver los productos",
        events: "Harness Days Detroit",
        cta: "Visítenos en Detroit",
        ctaText: "Tres días de demostraciones en vivo, abril de 2026.",
        intro:
          "<p>Cada año se procesan más de <strong>diez mil millones de extremos de cable</strong> en nuestras máquinas, miles de ellas en plantas desde Ontario hasta Chihuahua.</p>",
      },
    },
    (c) => ({
      title: c.title,
      description: c.text,
      modules: [
        {
          __typename: "HeroModule",
          id: "home-us-hero",
          overline: c.overline,
          title: c.title,
          text: c.text,
          image: image("home-us-hero", ALT_TEXTS.farmington, 1200, 675),
          actions: [{ text: c.products, href: "/products" }],
        },
        {
          __typename: "RichTextModule",
          id: "home-us-intro",
          html: c.intro,
        },
        {
          __typename: "CallToActionModule",
          id: "home-us-cta",
          title: c.cta,
          text: c.ctaText,
          actions: [{ text: c.events, href: "/na-events" }],
        },
      ],
    }),
  ),
};
