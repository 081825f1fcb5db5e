import { Heading, Link, Text } from "@wire/design-system";
import type { Metadata } from "next";
import { portalMetadata } from "../../../../../../../portal/portalMetadata";
import { productPage } from "../../../../../../../portal/productPage";

interface Props {
  params: Promise<{ locale: string; slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "productInformation.tabs.knowledgeHub");
}

/**
 * `/{locale}/portal/product-information/{slug}/knowledge-hub`: the product's knowledge-hub
 * articles with their topics, each article at `/{productid}/{contentid}` and each topic at
 * `/{productid}/{contentid}/{topicid}` (spec §2, keyed by TopicID).
 */
export default async function KnowledgeHubPage({ params }: Props) {
  const { locale, slug } = await params;
  const page = await productPage(locale, slug, "knowledgeHub");
  if (page.blocked) return page.blocked;
  const { context, product, render } = page;
  const { t } = context;
  const base = `/${locale}/portal/product-information/${product.id}`;
  return render(
    product.knowledgeArticles.length === 0 ? (
      <Text>{t("productInformation.knowledgeHubEmpty")}</Text>
    ) : (
      product.knowledgeArticles.map((article) => (
        <section key={article.id} aria-labelledby={`article-${article.id}`}>
          <Heading level={2} id={`article-${article.id}`}>
            <Link href={`${base}/${article.id}`}>{article.title}</Link>
          </Heading>
          <Text>{article.summary}</Text>
          {/* The article's heading introduces its topics; a plain list carries no name of its own. */}
          <ul>
            {article.topics.map((topic) => (
              <li key={topic.id}>
                <Link href={`${base}/${article.id}/${topic.id}`}>{topic.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))
    ),
  );
}
