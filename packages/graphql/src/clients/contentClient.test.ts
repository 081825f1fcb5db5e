import { describe, expect, it } from "vitest";
import { createContentClient } from "./contentClient";

/** A fetch that answers every request with `data` and records what it was sent. */
function fakeFetch(data: unknown) {
  const calls: { headers: Headers; body: { query: string; variables: Record<string, unknown> } }[] =
    [];
  const fetch = (async (_url: string, init: RequestInit) => {
    calls.push({ headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ data }), {
      headers: { "content-type": "application/json" },
    });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const image = {
  url: "http://s/a.png",
  mimeType: "image/png",
  alternativeText: "A",
  width: 1,
  height: 1,
};
const location = {
  id: "l",
  name: "WIRE Deutschland GmbH",
  address: ["Motorstrasse 12", "70499 Stuttgart"],
  city: "Stuttgart",
  country: "DE",
  phone: "+49 711 555 30 00",
  email: "info.de@wire-group.example",
  services: ["sales", "training"],
};
const navItem = {
  id: "n",
  title: "Products",
  breadcrumbOverride: null,
  url: "/products",
  unlocalizedUrl: "/products",
  hidden: false,
  countries: [],
  target: null,
  page: null,
};

describe("content client", () => {
  it("reshapes page modules into kinds and sends the locale chain", async () => {
    const { fetch, calls } = fakeFetch({
      page: {
        id: "p",
        siteId: "site-main",
        slug: "about",
        title: "About",
        kind: "Content",
        parentSlug: null,
        description: null,
        leadText: null,
        category: null,
        publicationDate: null,
        adhoc: false,
        contentLanguage: "en",
        image: null,
        storyContacts: [],
        type: "Content",
        pageType: "Content",
        injection: null,
        cmsType: "Page",
        branch: [],
        languages: ["en"],
        isLanguageFallback: true,
        isLanguageUnavailable: false,
        theme: "Default",
        translationSourceLanguage: "en",
        isPublished: true,
        protection: "NONE",
        countries: [],
        mainSiteOnly: false,
        modules: [
          {
            __typename: "TextWithImageModule",
            id: "m1",
            textWithImageTitle: "T",
            html: "<p/>",
            imagePosition: "left",
            textWithImage: image,
          },
          {
            __typename: "QuoteModule",
            id: "m2",
            quoteText: "Q",
            author: "A",
            role: null,
            portrait: null,
          },
          { __typename: "DownloadsModule", id: "m3", downloadsTitle: null, downloadItems: [] },
          { __typename: "UnknownModule", id: "m4" },
          {
            __typename: "LocationsModule",
            id: "m5",
            locationsTitle: "Worldwide",
            locations: [location],
          },
          {
            __typename: "FormModule",
            id: "m6",
            form: "WHITEPAPER",
            formTitle: "Download the whitepaper: X",
            intro: null,
            document: "/file/x",
          },
        ],
      },
    });
    const client = createContentClient({
      endpoint: "http://s/content/graphql",
      language: "de",
      fetch,
    });
    const page = await client.getPageById("p");
    expect(calls[0]!.headers.get("gcms-locales")).toBe("de, en");
    expect(page?.modules).toEqual([
      { kind: "textWithImage", id: "m1", title: "T", html: "<p/>", image, imagePosition: "left" },
      { kind: "quote", id: "m2", text: "Q", author: "A", role: null, portrait: null },
      { kind: "downloads", id: "m3", title: null, items: [] },
      { kind: "locations", id: "m5", title: "Worldwide", locations: [location] },
      {
        kind: "form",
        id: "m6",
        form: "WHITEPAPER",
        title: "Download the whitepaper: X",
        intro: null,
        document: "/file/x",
      },
    ]);
  });

  it("drops sites without navigation", async () => {
    const site = {
      id: "s",
      name: "S",
      slug: null,
      internationalOnly: false,
      hideSideButtons: false,
      enableCutFont: false,
      theme: "Default",
      addLanguages: [],
      dropLanguages: ["de"],
      defaultLanguage: "fr",
      domains: [{ host: "localhost", slug: null }],
    };
    const { fetch } = fakeFetch({
      sites: [
        {
          ...site,
          headerNavigation: { theme: "Default" },
          footerNavigation: { theme: "Default" },
        },
        { ...site, id: "no-nav", headerNavigation: null, footerNavigation: null },
      ],
    });
    const sites = await createContentClient({
      endpoint: "http://s",
      language: "en",
      fetch,
    }).getSites();
    expect(sites.map((s) => s.id)).toEqual(["s"]);
    expect(sites[0]!.dropLanguages).toEqual(["de"]);
    expect(sites[0]!.defaultLanguage).toBe("fr");
    // The navigation trees are the Navigation query's: a site carries only its own fields.
    expect(sites[0]).not.toHaveProperty("headerNavigation");
  });

  it("fills a navigation's missing levels", async () => {
    const { fetch } = fakeFetch({
      navigation: {
        siteId: "s",
        headerNavigation: {
          theme: "Default",
          hidden: false,
          homeItems: [navItem],
          topItems: [
            {
              ...navItem,
              items: [],
              sections: [{ id: "sec", title: "Sec", items: [navItem] }],
              marketingSection: null,
              contentTeaserCard: null,
            },
          ],
        },
        footerNavigation: { theme: "Default", contactLink: null, navigationSections: [] },
      },
    });
    const navigation = await createContentClient({
      endpoint: "http://s",
      language: "en",
      fetch,
    }).getNavigation("s");
    expect(navigation!.headerNavigation.homeItems[0]).toMatchObject({
      items: [],
      sections: [],
      marketingSection: null,
    });
    expect(navigation!.headerNavigation.topItems[0]!.sections[0]!.items[0]!.items).toEqual([]);
  });

  it("pages the news feed 10 at a time and returns the cursor", async () => {
    const node = {
      id: "news-1",
      title: "T",
      text: "X",
      link: "/x",
      publicationDate: "2026-01-01T00:00:00.000Z",
      image: null,
    };
    const { fetch, calls } = fakeFetch({
      newsFeedItemsConnection: {
        edges: [{ node }],
        pageInfo: { hasNextPage: true, endCursor: "c1" },
        totalCount: 17,
      },
    });
    const feed = await createContentClient({
      endpoint: "http://s",
      language: "en",
      fetch,
    }).getNewsFeed("c0");
    expect(calls[0]!.body.variables).toMatchObject({ first: 10, after: "c0" });
    expect(feed).toEqual({ items: [node], endCursor: "c1", hasNextPage: true, totalCount: 17 });
  });

  it("asks for system redirects only when there are URLs", async () => {
    const { fetch, calls } = fakeFetch({ systemRedirects: [{ previousUrl: "/a", target: "/b" }] });
    const client = createContentClient({ endpoint: "http://s", language: "en", fetch });
    expect(await client.getSystemRedirects([])).toEqual([]);
    expect(calls).toHaveLength(0);
    expect(await client.getSystemRedirects(["/a"])).toEqual([{ previousUrl: "/a", target: "/b" }]);
    expect(calls[0]!.body.variables.previousUrls).toEqual(["/a"]);
  });

  it("sends the preview token as a bearer token only when given one", async () => {
    const { fetch, calls } = fakeFetch({ countries: [] });
    const endpoint = "http://s/content/graphql";
    await createContentClient({ endpoint, language: "en", fetch }).getCountries();
    await createContentClient({
      endpoint,
      language: "en",
      stage: "DRAFT",
      token: "preview-token",
      fetch,
    }).getCountries();
    expect(calls[0]!.headers.get("authorization")).toBeNull();
    expect(calls[1]!.headers.get("authorization")).toBe("Bearer preview-token");
    expect(calls[1]!.body.variables.stage).toBe("DRAFT");
  });
});
