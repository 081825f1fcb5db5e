import { Heading, Link, Text } from "@wire/design-system";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SisStateView } from "../../../../../../../portal/PortalStates";
import { portalMetadata } from "../../../../../../../portal/portalMetadata";
import { productHref, productPage } from "../../../../../../../portal/productPage";
import { sisCall } from "../../../../../../../portal/sisCall";

interface Props {
  params: Promise<{ locale: string; slug: string; contentId: string }>;
}

const ID = /^[a-z0-9-]{1,80}$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "productInformation.article");
}

/**
 * `/{locale}/portal/product-information/{productid}/{contentid}`: a knowledge-hub article of
 * the product with all its topics (each also at its own TopicID URL).
 */
export default async function KnowledgeArticlePage({ params }: Props) {
  const { locale, slug: productId, contentId } = await params;
  if (!ID.test(contentId)) notFound();
  const page = await productPage(locale, productId, "knowledgeHub", {
    by: "id",
    path: `/${locale}/portal/product-information/${productId}/${contentId}`,
  });
  if (page.blocked) return page.blocked;
  const { context, product, render } = page;
  const { t, sis } = context;
  const answer = await sisCall(() => sis.knowledgeArticle(productId, contentId));
  if (!answer.ok) {
    return render(
      <SisStateView context={context} state={answer.state} area={t("productInformation.title")} />,
    );
  }
  const article = answer.value;
  if (!article) notFound();
  const base = `/${locale}/portal/product-information/${product.id}/${article.id}`;
  return render(
    <article aria-labelledby="knowledge-article">
      <Link href={productHref(locale, product.slug, "knowledgeHub")}>
        {t("productInformation.backToProduct", { name: product.name })}
      </Link>
      <Heading level={2} id="knowledge-article">
        {article.title}
      </Heading>
      <Text>{article.summary}</Text>
      {article.topics.map((topic) => (
        <section key={topic.id} aria-labelledby={`topic-${topic.id}`}>
          <Heading level={3} id={`topic-${topic.id}`}>
            <Link href={`${base}/${topic.id}`}>{topic.title}</Link>
          </Heading>
          {topic.body.map((paragraph, index) => (
            <Text key={`${topic.id}-${index}`}>{paragraph}</Text>
          ))}
        </section>
      ))}
    </article>,
  );
}
