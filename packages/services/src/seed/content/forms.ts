import type { SeedModule } from "./types";

/**
 * Title and intro of the public forms the seed places on pages, in the eleven
 * UI languages. Terms follow the app's messages (`supportRequest`,
 * `serviceRequest`, `whitepaper`, `publicForms`), so a form's heading and its
 * fields say the same thing; German is Swiss (no ß) like the rest of the seed.
 */
export interface FormCopy {
  title: string;
  intro: string;
}

type FormCopies = { en: FormCopy } & Record<string, FormCopy>;

export type SeedFormModule = Extract<SeedModule, { __typename: "FormModule" }>;

/** The support request on /contact. */
export const supportRequestCopy: FormCopies = {
  en: {
    title: "Support request",
    intro:
      "Questions about a machine, a product or an order? Send us your request and our support team gets back to you within 24 hours.",
  },
  de: {
    title: "Supportanfrage",
    intro:
      "Fragen zu einer Maschine, einem Produkt oder einer Bestellung? Senden Sie uns Ihre Anfrage, und unser Support-Team meldet sich innerhalb von 24 Stunden bei Ihnen.",
  },
  fr: {
    title: "Demande d’assistance",
    intro:
      "Une question sur une machine, un produit ou une commande ? Envoyez-nous votre demande : notre équipe d’assistance vous répond sous 24 heures.",
  },
  es: {
    title: "Solicitud de soporte",
    intro:
      "¿Tiene preguntas sobre una máquina, un producto o un pedido? Envíenos su solicitud y nuestro equipo de soporte se pondrá en contacto con usted en un plazo de 24 horas.",
  },
  pt: {
    title: "Solicitação de suporte",
    intro:
      "Dúvidas sobre uma máquina, um produto ou um pedido? Envie sua solicitação e nossa equipe de suporte entrará em contato em até 24 horas.",
  },
  cs: {
    title: "Žádost o podporu",
    intro:
      "Máte dotaz ke stroji, produktu nebo objednávce? Pošlete nám svůj požadavek a náš tým podpory se vám ozve do 24 hodin.",
  },
  hu: {
    title: "Támogatási kérés",
    intro:
      "Kérdése van egy géppel, termékkel vagy rendeléssel kapcsolatban? Küldje el kérését, és ügyfélszolgálati csapatunk 24 órán belül jelentkezik.",
  },
  ro: {
    title: "Solicitare de asistență",
    intro:
      "Aveți întrebări despre o mașină, un produs sau o comandă? Trimiteți-ne solicitarea dumneavoastră, iar echipa noastră de asistență vă răspunde în 24 de ore.",
  },
  sk: {
    title: "Žiadosť o podporu",
    intro:
      "Máte otázku k stroju, produktu alebo objednávke? Pošlite nám svoju požiadavku a náš tím podpory sa vám ozve do 24 hodín.",
  },
  zh: {
    title: "支持请求",
    intro: "对设备、产品或订单有疑问？请提交您的请求，我们的支持团队将在 24 小时内与您联系。",
  },
  ja: {
    title: "サポートリクエスト",
    intro:
      "機械、製品、ご注文についてご不明な点がございましたら、こちらからお問い合わせください。サポートチームより24時間以内にご連絡いたします。",
  },
};

/** The service request on /services. */
export const serviceRequestCopy: FormCopies = {
  en: {
    title: "Request a service",
    intro:
      "Tell us about your machine and what it needs: repair, maintenance, a spare part or training. Our service team answers within one working day.",
  },
  de: {
    title: "Service anfragen",
    intro:
      "Beschreiben Sie uns Ihre Maschine und was sie braucht: Reparatur, Wartung, ein Ersatzteil oder eine Schulung. Unser Service-Team antwortet innerhalb eines Arbeitstages.",
  },
  fr: {
    title: "Demander un service",
    intro:
      "Présentez-nous votre machine et ce dont elle a besoin : réparation, maintenance, pièce de rechange ou formation. Notre équipe de service vous répond sous un jour ouvré.",
  },
  es: {
    title: "Solicitar un servicio",
    intro:
      "Cuéntenos qué máquina tiene y qué necesita: reparación, mantenimiento, un repuesto o formación. Nuestro equipo de servicio le responde en un plazo de un día laborable.",
  },
  pt: {
    title: "Solicitar um serviço",
    intro:
      "Conte-nos sobre sua máquina e do que ela precisa: reparo, manutenção, uma peça de reposição ou treinamento. Nossa equipe de serviço responde em até um dia útil.",
  },
  cs: {
    title: "Požádat o servis",
    intro:
      "Popište nám svůj stroj a co potřebuje: opravu, údržbu, náhradní díl nebo školení. Náš servisní tým odpoví do jednoho pracovního dne.",
  },
  hu: {
    title: "Szerviz igénylése",
    intro:
      "Mutassa be gépét, és írja le, mire van szüksége: javításra, karbantartásra, pótalkatrészre vagy képzésre. Szervizcsapatunk egy munkanapon belül válaszol.",
  },
  ro: {
    title: "Solicitați service",
    intro:
      "Spuneți-ne despre mașina dumneavoastră și de ce are nevoie: reparație, întreținere, o piesă de schimb sau instruire. Echipa noastră de service vă răspunde în cel mult o zi lucrătoare.",
  },
  sk: {
    title: "Požiadať o servis",
    intro:
      "Opíšte nám svoj stroj a čo potrebuje: opravu, údržbu, náhradný diel alebo školenie. Náš servisný tím odpovie do jedného pracovného dňa.",
  },
  zh: {
    title: "申请服务",
    intro:
      "请告诉我们您的设备情况及所需服务：维修、维护、备件或培训。我们的服务团队将在一个工作日内答复。",
  },
  ja: {
    title: "サービスのご依頼",
    intro:
      "機械の状況と必要なサービス（修理、メンテナンス、スペアパーツ、トレーニング）をお知らせください。サービスチームより1営業日以内にご回答いたします。",
  },
};

/** The crimp-quality whitepaper on /smart-factory (the file `whitepaper-crimp-quality`). */
export const crimpWhitepaperCopy: FormCopies = {
  en: {
    title: "Download the whitepaper: crimp quality in harness production",
    intro:
      "How crimp cross-sections, pull-off forces and in-line monitoring keep harness quality measurable. Leave your details to download it; we also send you the link by e-mail.",
  },
  de: {
    title: "Whitepaper herunterladen: Crimpqualität in der Kabelbaumfertigung",
    intro:
      "Wie Schliffbilder, Auszugskräfte und Inline-Überwachung die Qualität von Kabelbäumen messbar machen. Hinterlassen Sie Ihre Angaben, um das Whitepaper herunterzuladen; den Link senden wir Ihnen zusätzlich per E-Mail.",
  },
  fr: {
    title: "Télécharger le livre blanc : la qualité de sertissage dans la production de faisceaux",
    intro:
      "Comment les coupes de sertissage, les forces d’arrachement et la surveillance en ligne rendent la qualité des faisceaux mesurable. Laissez vos coordonnées pour le télécharger ; nous vous envoyons aussi le lien par e-mail.",
  },
  es: {
    title: "Descargar el libro blanco: calidad de engaste en la producción de arneses",
    intro:
      "Cómo los cortes transversales de engaste, las fuerzas de extracción y la supervisión en línea hacen medible la calidad de los arneses. Déjenos sus datos para descargarlo; también le enviamos el enlace por correo electrónico.",
  },
  pt: {
    title: "Baixar o whitepaper: qualidade de crimpagem na produção de chicotes elétricos",
    intro:
      "Como cortes transversais de crimpagem, forças de extração e monitoramento em linha tornam mensurável a qualidade dos chicotes. Informe seus dados para baixá-lo; também enviamos o link por e-mail.",
  },
  cs: {
    title: "Stáhnout whitepaper: kvalita krimpování ve výrobě kabelových svazků",
    intro:
      "Jak výbrusy krimpových spojů, vytrhávací síly a monitorování přímo na lince dělají kvalitu kabelových svazků měřitelnou. Vyplňte své údaje a whitepaper si stáhněte; odkaz vám pošleme také e-mailem.",
  },
  hu: {
    title: "Tanulmány letöltése: krimpelési minőség a kábelköteg-gyártásban",
    intro:
      "Hogyan teszik mérhetővé a kábelkötegek minőségét a krimpkötések keresztmetszeti vizsgálatai, a kihúzóerők és a gyártósori felügyelet. Adja meg adatait a letöltéshez; a linket e-mailben is elküldjük.",
  },
  ro: {
    title: "Descărcați documentul tehnic: calitatea sertizării în producția de cablaje",
    intro:
      "Cum secțiunile transversale ale sertizărilor, forțele de smulgere și monitorizarea în linie fac măsurabilă calitatea cablajelor. Lăsați-ne datele dumneavoastră pentru a-l descărca; vă trimitem linkul și prin e-mail.",
  },
  sk: {
    title: "Stiahnuť whitepaper: kvalita krimpovania vo výrobe káblových zväzkov",
    intro:
      "Ako výbrusy krimpovaných spojov, vytrhávacie sily a monitorovanie priamo na linke robia kvalitu káblových zväzkov merateľnou. Vyplňte svoje údaje a whitepaper si stiahnite; odkaz vám pošleme aj e-mailom.",
  },
  zh: {
    title: "下载白皮书：线束生产中的压接质量",
    intro:
      "压接截面分析、拉脱力和在线监测如何让线束质量可测量。留下您的信息即可下载，我们也会通过电子邮件将链接发送给您。",
  },
  ja: {
    title: "ホワイトペーパーをダウンロード：ワイヤーハーネス生産における圧着品質",
    intro:
      "圧着断面、端子固着力、インライン監視によってワイヤーハーネスの品質を数値で管理する方法を解説します。必要事項をご入力のうえダウンロードしてください。ダウンロードリンクはメールでもお送りします。",
  },
};

/** The feedback form under every story. */
export const storyFeedbackCopy: FormCopies = {
  en: {
    title: "Your feedback on this story",
    intro: "Did this story help you? Tell us what you think or what you would like to read about.",
  },
  de: {
    title: "Ihr Feedback zu diesem Beitrag",
    intro:
      "War dieser Beitrag hilfreich für Sie? Teilen Sie uns Ihre Meinung mit oder sagen Sie uns, worüber Sie gerne lesen möchten.",
  },
  fr: {
    title: "Votre avis sur ce reportage",
    intro:
      "Ce reportage vous a-t-il été utile ? Donnez-nous votre avis ou dites-nous sur quels sujets vous aimeriez lire.",
  },
  es: {
    title: "Su opinión sobre esta historia",
    intro:
      "¿Le ha resultado útil esta historia? Díganos qué opina o sobre qué temas le gustaría leer.",
  },
  pt: {
    title: "Seu feedback sobre esta história",
    intro:
      "Esta história foi útil para você? Conte-nos o que achou ou sobre quais temas gostaria de ler.",
  },
  cs: {
    title: "Vaše zpětná vazba k tomuto příběhu",
    intro: "Pomohl vám tento příběh? Napište nám svůj názor nebo o čem byste si rádi přečetli.",
  },
  hu: {
    title: "Az Ön visszajelzése erről a történetről",
    intro:
      "Hasznos volt Önnek ez a történet? Ossza meg velünk véleményét, vagy írja meg, miről olvasna szívesen.",
  },
  ro: {
    title: "Părerea dumneavoastră despre această poveste",
    intro:
      "V-a fost utilă această poveste? Spuneți-ne ce părere aveți sau despre ce ați dori să citiți.",
  },
  sk: {
    title: "Vaša spätná väzba k tomuto príbehu",
    intro: "Pomohol vám tento príbeh? Napíšte nám svoj názor alebo o čom by ste si radi prečítali.",
  },
  zh: {
    title: "您对这篇故事的反馈",
    intro: "这篇故事对您有帮助吗？欢迎告诉我们您的看法，或您希望阅读哪些主题。",
  },
  ja: {
    title: "このストーリーへのご意見・ご感想",
    intro:
      "このストーリーはお役に立ちましたか？ご意見や、今後取り上げてほしいテーマをお聞かせください。",
  },
};

/**
 * A form module in one language: its title and intro in that language, or in
 * English where the copy has none (as the page itself falls back to English).
 */
export function formModule(
  copies: FormCopies,
  language: string,
  module: Omit<SeedFormModule, "__typename" | "title" | "intro">,
): SeedFormModule {
  const { title, intro } = copies[language] ?? copies.en;
  const { id, form, document } = module;
  return { __typename: "FormModule", id, form, title, intro, ...(document ? { document } : {}) };
}
