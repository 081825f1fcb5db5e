import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Button } from "../Button/Button";
import { Link } from "../Link/Link";
import { type CartLine, CartLines, type CartLinesProps } from "./CartLines";

export const cartLinesLabels = {
  caption: "Parts in your cart",
  name: "Part",
  articleNumber: "Article number",
  availability: "Availability",
  quantity: "Quantity",
  unitPrice: "Unit price",
  price: "Line total",
  remove: "Remove",
  actions: "Actions",
  decrement: "Fewer",
  increment: "More",
};

export const cartLinesSample: CartLine[] = [
  {
    key: "k1",
    name: "Crimp applicator",
    articleNumber: "CA-2041-07",
    availability: { status: "HIGH", label: "Available" },
    quantity: 1,
    unitPrice: "€ 1,240.00",
    price: "€ 1,240.00",
    href: "#crimp-applicator",
  },
  {
    key: "k2",
    name: "Cutting blade",
    articleNumber: "CB-1180-02",
    availability: { status: "LOW", label: "Few left" },
    quantity: 4,
    unitPrice: "€ 78.10",
    price: "€ 312.40",
  },
  {
    key: "k3",
    name: "Hex screw M6 × 20, stainless, DIN 912",
    articleNumber: "HS-0620-12",
    availability: { status: "OUT_OF_STOCK", label: "Out of stock" },
    quantity: 25,
    unitPrice: "€ 0.75",
    price: "€ 18.75",
  },
];

/** Keeps the lines in story state, as the cart page keeps them in the stored cart. */
function Stateful(props: CartLinesProps) {
  const [lines, setLines] = useState(props.lines);
  return (
    <CartLines
      {...props}
      lines={lines}
      onQuantityChange={(key, quantity) => {
        // As the cart's rule does (spec §4): zero or less removes the line.
        setLines((current) =>
          quantity < 1
            ? current.filter((l) => l.key !== key)
            : current.map((l) => (l.key === key ? { ...l, quantity } : l)),
        );
        props.onQuantityChange(key, quantity);
      }}
      onRemove={(key) => {
        setLines((current) => current.filter((l) => l.key !== key));
        props.onRemove(key);
      }}
    />
  );
}

const meta = {
  title: "Components/CartLines",
  component: CartLines,
  excludeStories: /^cartLines/,
  args: {
    lines: cartLinesSample,
    labels: cartLinesLabels,
    onQuantityChange: fn(),
    onRemove: fn(),
    empty: {
      title: "Your parts cart is empty",
      text: "Find parts in the parts finder of one of your machines.",
      action: <Link href="#inventory">Go to my machines</Link>,
    },
    footer: (
      <>
        <span>
          Total <strong>€ 1,571.15</strong>
        </span>
        <Button variant="secondary">Clear cart</Button>
        <Button>Request a quote</Button>
      </>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 960 }}>
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof CartLines>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The contract shows no prices: no price column. */
export const WithoutPrices: Story = {
  args: {
    lines: cartLinesSample.map(({ price: _price, unitPrice: _unitPrice, ...line }) => line),
    footer: <Button>Request a quote</Button>,
  },
};

/** While the cart is being saved, its controls are disabled. */
export const Saving: Story = { args: { isDisabled: true } };

export const Empty: Story = { args: { lines: [] } };

/** On a phone the table scrolls sideways. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Stateful {...args} />
    </div>
  ),
};
