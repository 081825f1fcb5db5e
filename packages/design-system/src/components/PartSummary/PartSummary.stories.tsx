import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import {
  sampleDrawingPositions,
  sampleDrawingSize,
  sampleDrawingUrl,
} from "../../test/sampleDrawing";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { Button } from "../Button/Button";
import { ExplodedView } from "../ExplodedView/ExplodedView";
import { explodedViewLabels } from "../ExplodedView/ExplodedView.stories";
import { Icon } from "../Icon/Icon";
import { QuantityStepper } from "../QuantityStepper/QuantityStepper";
import { PartSummary, type PartSummaryProps } from "./PartSummary";

export const partSummaryLabels = {
  articleNumber: "Article number",
  stock: "Stock",
  availableIn: "Available in",
  location: "Location",
  price: "Price",
};

const addToCart = (
  <>
    <QuantityStepper
      label="Quantity"
      defaultValue={1}
      decrementLabel="Fewer"
      incrementLabel="More"
    />
    <Button icon={<Icon name="cart" size={16} />}>Add to cart</Button>
  </>
);

const meta = {
  title: "Components/PartSummary",
  component: PartSummary,
  excludeStories: /^partSummary/,
  decorators: [withSampleImages],
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <PartSummary {...args} />
    </div>
  ),
  args: {
    name: "Crimp applicator",
    articleNumber: "CA-2041-07",
    availability: { status: "HIGH", label: "Available" },
    stock: "42 pieces",
    availableIn: "2 days",
    location: "Ditzingen",
    price: "€ 1,240.00",
    labels: partSummaryLabels,
    image: { src: sampleImage("CA-2041", 200, 480, 360), alt: "Crimp applicator" },
    overline: "Position 7 · Wear part",
    actions: addToCart,
  },
} satisfies Meta<typeof PartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Without a price (the contract shows none), a picture or actions. */
export const Minimal: Story = {
  args: { price: undefined, image: undefined, overline: undefined, actions: undefined },
};

export const OutOfStock: Story = {
  args: {
    availability: { status: "OUT_OF_STOCK", label: "Out of stock" },
    stock: "0 pieces",
    availableIn: "21 days",
    actions: <Button isDisabled>Add to cart</Button>,
  },
};

/** Every availability status with its tone. */
export const AvailabilityStatuses: Story = {
  render: (args) => (
    <div
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))",
        gap: 16,
        maxWidth: 960,
      }}
    >
      {(
        [
          ["HIGH", "Available"],
          ["MEDIUM", "Limited stock"],
          ["LOW", "Few left"],
          ["OUT_OF_STOCK", "Out of stock"],
        ] as const
      ).map(([status, label]) => (
        <PartSummary
          key={status}
          {...args}
          image={undefined}
          actions={undefined}
          overline={undefined}
          price={undefined}
          availability={{ status, label }}
        />
      ))}
    </div>
  ),
};

const parts: Record<number, Partial<PartSummaryProps>> = {
  7: { availability: { status: "LOW", label: "Few left" }, stock: "3 pieces" },
};

/** In the parts finder: the selected position's part beside the drawing. */
export const BesideTheDrawing: Story = {
  // The scaled drawing beside the card is resampled by Chromium, which now and then rounds
  // a handful of edge pixels differently (6 of ~300 000 in CI); a real change is far larger.
  parameters: { visual: { allowedMismatchedPixels: 24 } },
  render: function Render(args) {
    const [selected, setSelected] = useState(7);
    const position = sampleDrawingPositions.find((p) => p.number === selected)!;
    return (
      <div
        style={{
          display: "grid",
          gridTemplateColumns: "repeat(auto-fit, minmax(280px, 1fr))",
          gap: 16,
          alignItems: "start",
          maxWidth: 960,
        }}
      >
        <ExplodedView
          src={sampleDrawingUrl}
          {...sampleDrawingSize}
          positions={sampleDrawingPositions}
          labels={explodedViewLabels}
          selected={selected}
          onSelect={setSelected}
        />
        <PartSummary
          {...args}
          {...parts[selected]}
          name={position.label}
          overline={`Position ${position.number}`}
          headingLevel={2}
        />
      </div>
    );
  },
};
