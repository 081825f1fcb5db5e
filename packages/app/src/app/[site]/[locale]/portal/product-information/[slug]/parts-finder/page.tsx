import { Heading, Link, Text } from "@wire/design-system";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PartsFinder } from "../../../../../../../components/portal/PartsFinder";
import { PartsTable } from "../../../../../../../components/portal/PartsTable";
import { enumKey } from "../../../../../../../i18n/enumKey";
import { firstParam, idParam } from "../../../../../../../portal/listParams";
import { SisStateView } from "../../../../../../../portal/PortalStates";
import { partSummary } from "../../../../../../../portal/partPresentation";
import { portalMetadata } from "../../../../../../../portal/portalMetadata";
import { partRows, partsTableTexts, productPage } from "../../../../../../../portal/productPage";
import { sisCall } from "../../../../../../../portal/sisCall";

interface Props {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale, "partsFinder.title");
}

/**
 * `/{locale}/portal/product-information/{slug}/parts-finder[?machine={id}]`: the model's
 * exploded view with its numbered positions (keyboard: arrow keys and Enter), the chosen
 * position's part with its availability and "Add to cart", and the model's parts list beside
 * it. Opened from a machine, it names the machine; a model the organisation does not own is
 * not found.
 */
export default async function PartsFinderPage({ params, searchParams }: Props) {
  const { locale, slug } = await params;
  const machineId = idParam(firstParam((await searchParams).machine));
  const page = await productPage(locale, slug, "partsFinder", {
    query: machineId ? `?machine=${machineId}` : "",
  });
  if (page.blocked) return page.blocked;
  const { context, render, product } = page;
  const { t, sis } = context;
  // A module's or option's parts are its machine model's.
  const model = product.machineModel.productSlug;
  const answer = await sisCall(async () => {
    if (machineId) {
      const machine = await sis.machinePartsFinder(machineId);
      if (!machine || machine.productSlug !== model) return null;
      return { machine, view: machine.explodedView, list: machine.partsList };
    }
    const [view, list] = await Promise.all([sis.explodedView(model), sis.partsList(model)]);
    return { machine: null, view, list };
  });
  if (!answer.ok) {
    return render(
      <SisStateView context={context} state={answer.state} area={t("productInformation.title")} />,
    );
  }
  if (!answer.value?.view || !answer.value.list) notFound();
  const { machine, view, list } = answer.value;
  return render(
    <>
      <Heading level={2}>
        {machine
          ? t("partsFinder.forMachine", { machine: `${machine.name} (${machine.serialNumber})` })
          : t("partsFinder.title")}
      </Heading>
      {machine ? (
        <Link href={`/${locale}/portal/inventory/${machine.id}`}>{machine.name}</Link>
      ) : null}
      <PartsFinder
        locale={locale}
        svgMarkup={view.svg}
        width={view.width}
        height={view.height}
        positions={view.positions.map((p) => ({
          number: p.position,
          x: p.x,
          y: p.y,
          label: p.part.name,
          partId: p.part.id,
          overline: t("partsFinder.overline", {
            number: p.position,
            kind: t(`productInformation.kinds.${enumKey(p.kind)}`),
          }),
          summary: partSummary(context, p.part),
        }))}
        texts={{
          drawing: t("partsFinder.drawing", { model: view.model }),
          positions: t("partsFinder.positions"),
          position: t("partsFinder.position", { number: "{number}", name: "{name}" }),
          zoomIn: t("partsFinder.zoomIn"),
          zoomOut: t("partsFinder.zoomOut"),
          resetZoom: t("partsFinder.resetZoom"),
          instructions: t("partsFinder.instructions"),
          choose: t("partsFinder.choose"),
          addToCart: t("productInformation.addToCart"),
          adding: t("partsFinder.adding"),
          added: t("productInformation.addedToCart", { name: "{name}" }),
        }}
      />
      <Heading level={2}>{t("partsFinder.partsList")}</Heading>
      <Text>{t("productInformation.partsFor", { model: list.model })}</Text>
      <PartsTable
        locale={locale}
        rows={partRows(context, list)}
        caption={t("productInformation.partsCaption", { model: list.model })}
        emptyText={t("productInformation.noParts")}
        {...partsTableTexts(context)}
      />
    </>,
  );
}
