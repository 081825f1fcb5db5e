import { seedSites } from "../sites";
import { localize, type SeedPage } from "../types";

/** A legal or contact page's copy per language: title, lead, HTML body. */
type Copy = { en: [string, string, string] } & Record<string, [string, string, string]>;

const ADDRESS = "WIRE Group AG<br>Industriestrasse 1<br>6343 Rotkreuz<br>Switzerland";
const PHONE = "+41 41 555 01 00";

/** The privacy policy the footer of every site links to (`/legal/privacy`). */
const privacy: Copy = {
  en: [
    "Privacy policy",
    "How the WIRE Group handles your personal data.",
    "<h2>Who is responsible</h2><p>WIRE Group AG, Rotkreuz, Switzerland, is responsible for the personal data processed on this website.</p><h2>What we process</h2><p>What you send us through a form (such as your name, e-mail address and company) we use only to answer your request; usage data only to keep this website secure and to improve it.</p><h2>Your rights</h2><p>You may ask at any time which data we hold about you and have it corrected or deleted: privacy@wire-group.example.</p>",
  ],
  de: [
    "Datenschutzerklärung",
    "Wie die WIRE Group mit Ihren personenbezogenen Daten umgeht.",
    "<h2>Verantwortliche Stelle</h2><p>Verantwortlich für die Bearbeitung personenbezogener Daten auf dieser Website ist die WIRE Group AG, Rotkreuz, Schweiz.</p><h2>Welche Daten wir bearbeiten</h2><p>Was Sie uns über ein Formular senden (etwa Name, E-Mail-Adresse und Firma), verwenden wir nur zur Beantwortung Ihrer Anfrage; Nutzungsdaten nur, um diese Website sicher zu betreiben und zu verbessern.</p><h2>Ihre Rechte</h2><p>Sie können jederzeit Auskunft über Ihre Daten verlangen und sie berichtigen oder löschen lassen: privacy@wire-group.example.</p>",
  ],
  fr: [
    "Politique de confidentialité",
    "Comment le WIRE Group traite vos données personnelles.",
    "<h2>Responsable du traitement</h2><p>WIRE Group AG, Rotkreuz, Suisse, est responsable des données personnelles traitées sur ce site.</p><h2>Données traitées</h2><p>Les données envoyées par un formulaire (nom, adresse e-mail, entreprise) servent uniquement à répondre à votre demande ; les données d'utilisation, à sécuriser et améliorer ce site.</p><h2>Vos droits</h2><p>Vous pouvez à tout moment savoir quelles données nous détenons sur vous et les faire corriger ou supprimer : privacy@wire-group.example.</p>",
  ],
  es: [
    "Política de privacidad",
    "Cómo trata el WIRE Group sus datos personales.",
    "<h2>Responsable</h2><p>WIRE Group AG, Rotkreuz, Suiza, es responsable de los datos personales tratados en este sitio web.</p><h2>Qué datos tratamos</h2><p>Lo que nos envía mediante un formulario (nombre, correo electrónico, empresa) solo se usa para responder a su solicitud; los datos de uso, para proteger y mejorar este sitio.</p><h2>Sus derechos</h2><p>Puede preguntar en cualquier momento qué datos tenemos sobre usted y pedir su rectificación o supresión: privacy@wire-group.example.</p>",
  ],
  pt: [
    "Política de privacidade",
    "Como o WIRE Group trata os seus dados pessoais.",
    "<h2>Responsável</h2><p>A WIRE Group AG, Rotkreuz, Suíça, é responsável pelos dados pessoais tratados neste site.</p><h2>Que dados tratamos</h2><p>O que nos envia por formulário (nome, e-mail, empresa) é usado apenas para responder ao seu pedido; os dados de utilização, para proteger e melhorar este site.</p><h2>Os seus direitos</h2><p>Pode perguntar a qualquer momento que dados temos sobre si e pedir a sua correção ou eliminação: privacy@wire-group.example.</p>",
  ],
  cs: [
    "Zásady ochrany osobních údajů",
    "Jak WIRE Group zachází s vašimi osobními údaji.",
    "<h2>Správce</h2><p>Za osobní údaje zpracovávané na tomto webu odpovídá WIRE Group AG, Rotkreuz, Švýcarsko.</p><h2>Jaké údaje zpracováváme</h2><p>Údaje zaslané formulářem (jméno, e-mail, firma) používáme jen k vyřízení vašeho požadavku; údaje o používání jen k zabezpečení a zlepšování webu.</p><h2>Vaše práva</h2><p>Kdykoli se můžete zeptat, jaké údaje o vás máme, a nechat je opravit nebo vymazat: privacy@wire-group.example.</p>",
  ],
  hu: [
    "Adatvédelmi tájékoztató",
    "Hogyan kezeli a WIRE Group az Ön személyes adatait.",
    "<h2>Adatkezelő</h2><p>A weboldalon kezelt személyes adatokért a WIRE Group AG (Rotkreuz, Svájc) felel.</p><h2>Milyen adatokat kezelünk</h2><p>Az űrlapon elküldött adatokat (név, e-mail-cím, cég) csak kérése megválaszolására használjuk; a használati adatokat a weboldal biztonságához és fejlesztéséhez.</p><h2>Az Ön jogai</h2><p>Bármikor megkérdezheti, milyen adatokat tárolunk Önről, és kérheti azok helyesbítését vagy törlését: privacy@wire-group.example.</p>",
  ],
  ro: [
    "Politica de confidențialitate",
    "Cum prelucrează WIRE Group datele dumneavoastră personale.",
    "<h2>Operatorul</h2><p>WIRE Group AG, Rotkreuz, Elveția, răspunde de datele personale prelucrate pe acest site.</p><h2>Ce date prelucrăm</h2><p>Datele trimise printr-un formular (nume, e-mail, companie) le folosim doar pentru a vă răspunde; datele de utilizare, pentru a securiza și îmbunătăți site-ul.</p><h2>Drepturile dumneavoastră</h2><p>Puteți întreba oricând ce date deținem despre dumneavoastră și cere corectarea sau ștergerea lor: privacy@wire-group.example.</p>",
  ],
  sk: [
    "Zásady ochrany osobných údajov",
    "Ako WIRE Group zaobchádza s vašimi osobnými údajmi.",
    "<h2>Prevádzkovateľ</h2><p>Za osobné údaje spracúvané na tejto stránke zodpovedá WIRE Group AG, Rotkreuz, Švajčiarsko.</p><h2>Aké údaje spracúvame</h2><p>Údaje zaslané formulárom (meno, e-mail, firma) používame len na vybavenie vašej požiadavky; údaje o používaní len na zabezpečenie a zlepšovanie stránky.</p><h2>Vaše práva</h2><p>Kedykoľvek sa môžete opýtať, aké údaje o vás máme, a dať ich opraviť alebo vymazať: privacy@wire-group.example.</p>",
  ],
  zh: [
    "隐私政策",
    "WIRE Group 如何处理您的个人数据。",
    "<h2>负责方</h2><p>本网站处理的个人数据由瑞士 Rotkreuz 的 WIRE Group AG 负责。</p><h2>我们处理哪些数据</h2><p>您通过表单发送的信息（如姓名、电子邮件地址和公司）仅用于答复您的请求；使用数据仅用于保障和改进本网站。</p><h2>您的权利</h2><p>您可随时询问我们保存了您的哪些数据，并要求更正或删除：privacy@wire-group.example。</p>",
  ],
  ja: [
    "プライバシーポリシー",
    "WIRE Group における個人データの取り扱いについて。",
    "<h2>責任者</h2><p>本ウェブサイトで処理される個人データの責任者は、スイス・ロートクロイツの WIRE Group AG です。</p><h2>処理するデータ</h2><p>フォームでお送りいただいた情報（氏名、メールアドレス、会社名など）はお問い合わせへの回答にのみ、利用データは本サイトの安全確保と改善にのみ使用します。</p><h2>お客様の権利</h2><p>保有するデータの開示、訂正、削除はいつでもご請求いただけます：privacy@wire-group.example</p>",
  ],
};

/** The imprint the main site's footer links to (`/legal/imprint`). */
const imprint: Copy = {
  en: [
    "Imprint",
    "Who operates this website.",
    `<p>${ADDRESS}</p><p>Phone ${PHONE} · info@wire-group.example</p><p>Commercial register: CHE-123.456.789 · Managing board: Anna Keller (CEO)</p>`,
  ],
  de: [
    "Impressum",
    "Wer diese Website betreibt.",
    `<p>WIRE Group AG<br>Industriestrasse 1<br>6343 Rotkreuz<br>Schweiz</p><p>Telefon ${PHONE} · info@wire-group.example</p><p>Handelsregister: CHE-123.456.789 · Geschäftsleitung: Anna Keller (CEO)</p>`,
  ],
  fr: [
    "Mentions légales",
    "Qui exploite ce site.",
    `<p>WIRE Group AG<br>Industriestrasse 1<br>6343 Rotkreuz<br>Suisse</p><p>Téléphone ${PHONE} · info@wire-group.example</p><p>Registre du commerce : CHE-123.456.789 · Direction : Anna Keller (CEO)</p>`,
  ],
  es: [
    "Aviso legal",
    "Quién gestiona este sitio web.",
    `<p>WIRE Group AG<br>Industriestrasse 1<br>6343 Rotkreuz<br>Suiza</p><p>Teléfono ${PHONE} · info@wire-group.example</p><p>Registro mercantil: CHE-123.456.789 · Dirección: Anna Keller (CEO)</p>`,
  ],
  pt: [
    "Ficha técnica",
    "Quem gere este site.",
    `<p>WIRE Group AG<br>Industriestrasse 1<br>6343 Rotkreuz<br>Suíça</p><p>Telefone ${PHONE} · info@wire-group.example</p><p>Registo comercial: CHE-123.456.789 · Direção: Anna Keller (CEO)</p>`,
  ],
  cs: [
    "Tiráž",
    "Kdo provozuje tento web.",
    `<p>WIRE Group AG<br>Industriestrasse 1<br>6343 Rotkreuz<br>Švýcarsko</p><p>Telefon ${PHONE} · info@wire-group.example</p><p>Obchodní rejstřík: CHE-123.456.789 · Vedení: Anna Keller (CEO)</p>`,
  ],
  hu: [
    "Impresszum",
    "Ki üzemelteti ezt a weboldalt.",
    `<p>WIRE Group AG<br>Industriestrasse 1<br>6343 Rotkreuz<br>Svájc</p><p>Telefon ${PHONE} · info@wire-group.example</p><p>Cégjegyzékszám: CHE-123.456.789 · Vezetőség: Anna Keller (CEO)</p>`,
  ],
  ro: [
    "Informații legale",
    "Cine administrează acest site.",
    `<p>WIRE Group AG<br>Industriestrasse 1<br>6343 Rotkreuz<br>Elveția</p><p>Telefon ${PHONE} · info@wire-group.example</p><p>Registrul comerțului: CHE-123.456.789 · Conducere: Anna Keller (CEO)</p>`,
  ],
  sk: [
    "Tiráž",
    "Kto prevádzkuje túto stránku.",
    `<p>WIRE Group AG<br>Industriestrasse 1<br>6343 Rotkreuz<br>Švajčiarsko</p><p>Telefón ${PHONE} · info@wire-group.example</p><p>Obchodný register: CHE-123.456.789 · Vedenie: Anna Keller (CEO)</p>`,
  ],
  zh: [
    "版本说明",
    "本网站的运营方。",
    `<p>WIRE Group AG<br>Industriestrasse 1<br>6343 Rotkreuz<br>瑞士</p><p>电话 ${PHONE} · info@wire-group.example</p><p>商业登记号：CHE-123.456.789 · 管理层：Anna Keller（首席执行官）</p>`,
  ],
  ja: [
    "運営者情報",
    "本ウェブサイトの運営者。",
    `<p>WIRE Group AG<br>Industriestrasse 1<br>6343 Rotkreuz<br>スイス</p><p>電話 ${PHONE} · info@wire-group.example</p><p>商業登記番号：CHE-123.456.789 · 経営陣：Anna Keller（CEO）</p>`,
  ],
};

/** The terms and conditions documents (spec section 2) at `/legal/terms`. */
const terms: Copy = {
  en: [
    "Terms and conditions",
    "The terms that apply to our offers, deliveries and services.",
    "<h2>General terms of sale</h2><p>Offers are valid for 60 days. Prices are ex works, excluding VAT and packaging.</p><h2>Terms of delivery</h2><p>Delivery times run from the order confirmation. Risk passes to the buyer when the goods leave the works.</p><h2>Service terms</h2><p>Service work is invoiced by time and material unless a service contract covers it.</p>",
  ],
  de: [
    "Allgemeine Geschäftsbedingungen",
    "Die Bedingungen für unsere Angebote, Lieferungen und Dienstleistungen.",
    "<h2>Allgemeine Verkaufsbedingungen</h2><p>Angebote gelten 60 Tage. Preise verstehen sich ab Werk, ohne Mehrwertsteuer und Verpackung.</p><h2>Lieferbedingungen</h2><p>Lieferfristen laufen ab der Auftragsbestätigung. Die Gefahr geht mit dem Verlassen des Werks auf den Käufer über.</p><h2>Servicebedingungen</h2><p>Serviceeinsätze werden nach Aufwand verrechnet, sofern kein Servicevertrag sie abdeckt.</p>",
  ],
  fr: [
    "Conditions générales",
    "Les conditions de nos offres, livraisons et services.",
    "<h2>Conditions générales de vente</h2><p>Les offres sont valables 60 jours. Les prix s'entendent départ usine, hors TVA et emballage.</p><h2>Conditions de livraison</h2><p>Les délais courent dès la confirmation de commande. Le risque passe à l'acheteur au départ de l'usine.</p><h2>Conditions de service</h2><p>Les interventions sont facturées en régie, sauf si un contrat de service les couvre.</p>",
  ],
  es: [
    "Condiciones generales",
    "Las condiciones de nuestras ofertas, entregas y servicios.",
    "<h2>Condiciones generales de venta</h2><p>Las ofertas son válidas 60 días. Precios en fábrica, sin IVA ni embalaje.</p><h2>Condiciones de entrega</h2><p>Los plazos cuentan desde la confirmación del pedido. El riesgo pasa al comprador cuando la mercancía sale de fábrica.</p><h2>Condiciones de servicio</h2><p>Los trabajos de servicio se facturan por tiempo y material salvo que los cubra un contrato de servicio.</p>",
  ],
  pt: [
    "Termos e condições",
    "As condições das nossas ofertas, entregas e serviços.",
    "<h2>Condições gerais de venda</h2><p>As propostas são válidas por 60 dias. Preços à saída da fábrica, sem IVA nem embalagem.</p><h2>Condições de entrega</h2><p>Os prazos contam a partir da confirmação da encomenda. O risco passa para o comprador quando a mercadoria sai da fábrica.</p><h2>Condições de serviço</h2><p>Os serviços são faturados por tempo e material, salvo se cobertos por um contrato de serviço.</p>",
  ],
  cs: [
    "Obchodní podmínky",
    "Podmínky pro naše nabídky, dodávky a služby.",
    "<h2>Všeobecné prodejní podmínky</h2><p>Nabídky platí 60 dní. Ceny jsou ze závodu, bez DPH a balení.</p><h2>Dodací podmínky</h2><p>Dodací lhůty běží od potvrzení objednávky. Riziko přechází na kupujícího při opuštění závodu.</p><h2>Servisní podmínky</h2><p>Servisní práce se účtují podle času a materiálu, pokud je nepokrývá servisní smlouva.</p>",
  ],
  hu: [
    "Általános szerződési feltételek",
    "Ajánlataink, szállításaink és szolgáltatásaink feltételei.",
    "<h2>Általános értékesítési feltételek</h2><p>Az ajánlatok 60 napig érvényesek. Az árak gyártelepi árak, áfa és csomagolás nélkül.</p><h2>Szállítási feltételek</h2><p>A szállítási határidő a rendelés visszaigazolásától számít. A kockázat a gyár elhagyásakor száll át a vevőre.</p><h2>Szervizfeltételek</h2><p>A szervizmunkát idő és anyag alapján számlázzuk, hacsak szervizszerződés nem fedezi.</p>",
  ],
  ro: [
    "Termeni și condiții",
    "Condițiile ofertelor, livrărilor și serviciilor noastre.",
    "<h2>Condiții generale de vânzare</h2><p>Ofertele sunt valabile 60 de zile. Prețurile sunt franco fabrică, fără TVA și ambalaj.</p><h2>Condiții de livrare</h2><p>Termenele curg de la confirmarea comenzii. Riscul trece la cumpărător la ieșirea mărfii din fabrică.</p><h2>Condiții de service</h2><p>Lucrările de service se facturează în funcție de timp și materiale, dacă nu sunt acoperite de un contract de service.</p>",
  ],
  sk: [
    "Obchodné podmienky",
    "Podmienky našich ponúk, dodávok a služieb.",
    "<h2>Všeobecné predajné podmienky</h2><p>Ponuky platia 60 dní. Ceny sú zo závodu, bez DPH a balenia.</p><h2>Dodacie podmienky</h2><p>Dodacie lehoty plynú od potvrdenia objednávky. Riziko prechádza na kupujúceho pri opustení závodu.</p><h2>Servisné podmienky</h2><p>Servisné práce sa účtujú podľa času a materiálu, ak ich nepokrýva servisná zmluva.</p>",
  ],
  zh: [
    "条款与条件",
    "适用于我们的报价、交货和服务的条款。",
    "<h2>一般销售条款</h2><p>报价有效期为 60 天。价格为出厂价，不含增值税和包装。</p><h2>交货条款</h2><p>交货期自订单确认之日起计算。货物离开工厂时风险转移给买方。</p><h2>服务条款</h2><p>服务工作按工时和材料计费，服务合同涵盖的除外。</p>",
  ],
  ja: [
    "利用規約・取引条件",
    "当社の見積、納品およびサービスに適用される条件。",
    "<h2>一般販売条件</h2><p>見積の有効期間は 60 日です。価格は工場渡し、消費税および梱包費別です。</p><h2>納品条件</h2><p>納期は注文確認日から起算します。危険負担は貨物の工場出荷時に買主へ移転します。</p><h2>サービス条件</h2><p>サービス作業は、サービス契約の対象でない限り、作業時間と部品代で請求します。</p>",
  ],
};

/** The contact page of a site besides the main one (its footer's "Contact us", `/contact`). */
const contact: Copy = {
  en: [
    "Contact",
    "Questions about this site? We reply within 24 hours.",
    `<p>Write to info@wire-group.example or call ${PHONE}, Monday to Friday 7:00–19:00 CET.</p>`,
  ],
  de: [
    "Kontakt",
    "Fragen zu dieser Website? Wir antworten innerhalb von 24 Stunden.",
    `<p>Schreiben Sie an info@wire-group.example oder rufen Sie an: ${PHONE}, Montag bis Freitag 7:00–19:00 MEZ.</p>`,
  ],
  fr: [
    "Contact",
    "Des questions sur ce site ? Nous répondons sous 24 heures.",
    `<p>Écrivez à info@wire-group.example ou appelez le ${PHONE}, du lundi au vendredi de 7 h à 19 h (HNEC).</p>`,
  ],
  es: [
    "Contacto",
    "¿Preguntas sobre este sitio? Respondemos en 24 horas.",
    `<p>Escriba a info@wire-group.example o llame al ${PHONE}, de lunes a viernes de 7:00 a 19:00 CET.</p>`,
  ],
  pt: [
    "Contacto",
    "Dúvidas sobre este site? Respondemos em 24 horas.",
    `<p>Escreva para info@wire-group.example ou ligue para ${PHONE}, de segunda a sexta, das 7:00 às 19:00 CET.</p>`,
  ],
  cs: [
    "Kontakt",
    "Máte dotaz k tomuto webu? Odpovíme do 24 hodin.",
    `<p>Napište na info@wire-group.example nebo volejte ${PHONE}, pondělí až pátek 7:00–19:00 SEČ.</p>`,
  ],
  hu: [
    "Kapcsolat",
    "Kérdése van az oldallal kapcsolatban? 24 órán belül válaszolunk.",
    `<p>Írjon az info@wire-group.example címre, vagy hívja a ${PHONE} számot hétfőtől péntekig 7:00–19:00 (CET) között.</p>`,
  ],
  ro: [
    "Contact",
    "Întrebări despre acest site? Răspundem în 24 de ore.",
    `<p>Scrieți la info@wire-group.example sau sunați la ${PHONE}, de luni până vineri, 7:00–19:00 CET.</p>`,
  ],
  sk: [
    "Kontakt",
    "Máte otázku k tejto stránke? Odpovieme do 24 hodín.",
    `<p>Napíšte na info@wire-group.example alebo volajte ${PHONE}, pondelok až piatok 7:00–19:00 SEČ.</p>`,
  ],
  zh: [
    "联系我们",
    "对本网站有疑问？我们会在 24 小时内答复。",
    `<p>请发送邮件至 info@wire-group.example 或致电 ${PHONE}，周一至周五 7:00–19:00（欧洲中部时间）。</p>`,
  ],
  ja: [
    "お問い合わせ",
    "本サイトについてのご質問には 24 時間以内に回答します。",
    `<p>info@wire-group.example までメールでお送りいただくか、${PHONE} までお電話ください（月〜金 7:00–19:00 中央ヨーロッパ時間）。</p>`,
  ],
};

/**
 * A page of a site in all eleven UI languages, so every language a site offers has it (English
 * too where a site drops it, as its other pages do: it is the fallback of last resort).
 */
function legalPage(
  site: (typeof seedSites)[number],
  name: string,
  slug: string,
  parentSlug: string | undefined,
  copy: Copy,
): SeedPage {
  const id = site.id === "site-main" ? `page-${name}` : `page-${site.id.slice(5)}-${name}`;
  return {
    id,
    siteId: site.id,
    slug,
    ...(parentSlug ? { parentSlug } : {}),
    pageType: "Content",
    localizations: localize(copy, ([title, lead, html]) => ({
      title,
      description: lead,
      modules: [
        { __typename: "HeroModule", id: `${id}-hero`, title, text: lead, actions: [] },
        { __typename: "RichTextModule", id: `${id}-body`, html },
      ],
    })),
  };
}

/**
 * The legal pages every site's footer links to, in every language the site
 * offers (issue 18): the privacy policy, imprint and terms and conditions
 * (spec section 2) on each site, and a contact page on each site besides the
 * main one, whose own contact page is in `main.ts`.
 */
export const legalPages: SeedPage[] = seedSites.flatMap((site) => [
  legalPage(site, "privacy", "privacy", "legal", privacy),
  legalPage(site, "imprint", "imprint", "legal", imprint),
  legalPage(site, "terms", "terms", "legal", terms),
  ...(site.id === "site-main" ? [] : [legalPage(site, "contact", "contact", undefined, contact)]),
]);
