import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { InPageNav } from "../../components/InPageNav/InPageNav";
import { Link } from "../../components/Link/Link";
import { withSampleImages } from "../../test/withSampleImages";
import { CompareToggle } from "../ProductCard/CompareToggle";
import { ProductGallery } from "../ProductGallery/ProductGallery";
import {
  productGalleryImages,
  productGalleryLabels,
} from "../ProductGallery/ProductGallery.stories";
import { ProductFacts, ProductHero } from "./ProductHero";

export const productHeroFacts = [
  { label: "Crimp force", value: "22 kN" },
  { label: "Cross section", value: "0.13–6 mm²" },
  { label: "Cycle time", value: "0.4 s" },
  { label: "Weight", value: "620 kg" },
];

function Compare() {
  const [selected, setSelected] = useState(false);
  return <CompareToggle label="Add to compare" isSelected={selected} onChange={setSelected} />;
}

const meta = {
  title: "Modules/ProductHero",
  component: ProductHero,
  excludeStories: /^productHero/,
  decorators: [withSampleImages],
  args: {
    overline: "WIRE",
    title: "Alpha 550",
    text: "Fully automatic cut, strip and crimp machine for cross sections up to 6 mm².",
    media: <ProductGallery images={productGalleryImages} labels={productGalleryLabels} />,
    facts: (
      <ProductFacts
        items={productHeroFacts}
        footer={<Link href="#specifications">Show all specifications</Link>}
      />
    ),
    meta: <Link href="#variants">3 variants</Link>,
    actions: (
      <>
        <Link href="/contact">Talk to an Expert</Link>
        <Compare />
      </>
    ),
  },
} satisfies Meta<typeof ProductHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 1280 px: the gallery on the left, name, key facts and actions beside it. */
export const Desktop: Story = {
  globals: { viewport: { value: "desktop" } },
  parameters: { viewport: { defaultViewport: "desktop" } },
};

/** On a phone: name, pictures, then facts and actions. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile1" } },
  parameters: { viewport: { defaultViewport: "mobile1" } },
};

/** A product without pictures: the text takes the whole width. */
export const WithoutPictures: Story = { args: { media: undefined } };

/** With the page's section links after it, as on a product page. */
export const WithSectionLinks: Story = {
  render: (args) => (
    <>
      <ProductHero {...args} />
      <InPageNav
        label="On this page"
        items={[
          { id: "overview", title: "Overview" },
          { id: "specifications", title: "Specifications" },
          { id: "downloads", title: "Downloads" },
          { id: "related", title: "Related products" },
        ]}
      />
    </>
  ),
};
