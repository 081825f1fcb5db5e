import { Heading, Link, Text } from "@wire/design-system";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SisStateView } from "../../../../../../../../portal/PortalStates";
import { portalMetadata } from "../../../../../../../../portal/portalMetadata";
import { productPage } from "../../../../../../../../portal/productPage";
import { sisCall } from "../../../../../../../../portal/sisCall";

interface Props {
  params: Promise<{ locale: string; slug: string; contentId: string; topicId: string }>;
}

const ID = /^[a-z0-9-]{1,80}$/;
const TOPIC_ID = /^TOP-\d{6}$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "productInformation.article");
}

/**
 * `/{locale}/portal/product-information/{productid}/{contentid}/{topicid}`: one topic of a
 * knowledge-hub article, keyed by its TopicID (spec §2).
 */
export default async function KnowledgeTopicPage({ params }: Props) {
  const { locale, slug: productId, contentId, topicId } = await params;
  if (!ID.test(contentId) || !TOPIC_ID.test(topicId)) notFound();
  const page = await productPage(locale, productId, "knowledgeHub", {
    by: "id",
    path: `/${locale}/portal/product-information/${productId}/${contentId}/${topicId}`,
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
  const topic = answer.value?.topics.find((one) => one.id === topicId);
  if (!answer.value || !topic) notFound();
  return render(
    <article aria-labelledby="knowledge-topic">
      <Link href={`/${locale}/portal/product-information/${product.id}/${answer.value.id}`}>
        {t("productInformation.backToArticle", { title: answer.value.title })}
      </Link>
      <Heading level={2} id="knowledge-topic">
        {topic.title}
      </Heading>
      {topic.body.map((paragraph, index) => (
        <Text key={`${topic.id}-${index}`}>{paragraph}</Text>
      ))}
    </article>,
  );
}
