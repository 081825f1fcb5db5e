import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Button } from "../Button/Button";
import { CartLines } from "../CartLines/CartLines";
import { cartLinesLabels, cartLinesSample } from "../CartLines/CartLines.stories";
import { Link } from "../Link/Link";
import { SummaryLayout } from "../SummaryLayout/SummaryLayout";
import { TextField } from "../TextField/TextField";
import { CartSummary } from "./CartSummary";

const clear = {
  label: "Clear parts cart",
  confirmText: "Do you really want to remove all parts from the cart?",
  cancelLabel: "Cancel",
  closeLabel: "Close",
  onConfirm: fn(),
};

/** What the portal's cart sends with its request. */
const requestFields = <TextField label="Your reference (optional)" name="reference" />;

/** The primary actions as the portal's cart has them: quote or order. */
const requestActions = (
  <>
    <Button type="submit" value="QUOTE" fullWidth>
      Request a quote
    </Button>
    <Button type="submit" value="ORDER" variant="secondary" fullWidth>
      Order parts
    </Button>
  </>
);

const meta = {
  title: "Components/CartSummary",
  component: CartSummary,
  args: {
    title: "Summary",
    facts: [{ label: "Parts", value: "30" }],
    total: { label: "Total", value: "€1,571.15" },
    fields: requestFields,
    children: requestActions,
    onSubmit: (event) => event.preventDefault(),
    clear,
  },
  render: (args) => (
    <div style={{ maxWidth: 352 }}>
      <CartSummary {...args} />
    </div>
  ),
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The contract shows no prices: the parts count, no total. */
export const WithoutPrices: Story = { args: { total: undefined } };

/** Emptying the cart asks first; the confirm button looks destructive. */
export const ConfirmClear: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Clear parts cart" }));
  },
  render: (args) => (
    <div style={{ maxWidth: 352, minHeight: 420 }}>
      <CartSummary {...args} />
    </div>
  ),
};

/** The cart's lines keep their total and actions beside them (SummaryLayout). */
function CartPattern() {
  const [lines, setLines] = useState(cartLinesSample);
  return (
    <SummaryLayout
      summary={
        <CartSummary
          title="Summary"
          facts={[{ label: "Parts", value: "30" }]}
          total={{ label: "Total", value: "€1,571.15" }}
          clear={{ ...clear, onConfirm: () => setLines([]) }}
          fields={requestFields}
          onSubmit={(event) => event.preventDefault()}
        >
          {requestActions}
        </CartSummary>
      }
    >
      <CartLines
        lines={lines}
        labels={cartLinesLabels}
        onQuantityChange={(key, quantity) =>
          setLines((current) =>
            quantity < 1
              ? current.filter((l) => l.key !== key)
              : current.map((l) => (l.key === key ? { ...l, quantity } : l)),
          )
        }
        onRemove={(key) => setLines((current) => current.filter((l) => l.key !== key))}
        empty={{
          title: "Your parts cart is empty",
          action: <Link href="#inventory">Go to my machines</Link>,
        }}
      />
    </SummaryLayout>
  );
}

/** Given 64rem or more the summary sits beside the lines; narrower (this frame), it follows them. */
export const BesideTheLines: Story = {
  render: () => <CartPattern />,
};
