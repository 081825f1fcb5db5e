import { ThemeRoot } from "@wire/design-system";
import { parsePath } from "@wire/domain";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { appConfig } from "../../../config";
import { getMainSite, getPage } from "../../../data/content";
import { PageModules } from "../../../modules/PageModules";
import { languageOf } from "../../../routing/languageOf";

interface Props {
  params: Promise<{ locale: string; slug?: string[] }>;
}

async function load(params: Props["params"]) {
  const { locale, slug = [] } = await params;
  const language = languageOf(locale);
  if (!language) notFound();
  const site = await getMainSite();
  const path = parsePath(`/${slug.join("/")}`);
  const page = await getPage(language, site.id, path.slug);
  if (!page) notFound();
  return page;
}

/** A CMS page of the main site, rendered on the server from the content service. */
export default async function ContentPage({ params }: Props) {
  const page = await load(params);
  return (
    <ThemeRoot theme={page.theme}>
      <main id="main">
        <PageModules modules={page.modules} />
      </main>
    </ThemeRoot>
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(params);
  return { title: `${page.title} | ${appConfig().COMPANY_NAME}` };
}
