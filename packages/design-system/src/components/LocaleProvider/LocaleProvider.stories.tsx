import type { Meta, StoryObj } from "@storybook/react-vite";
import { QuantityStepper } from "../QuantityStepper/QuantityStepper";
import { Select } from "../Select/Select";
import { LocaleProvider } from "./LocaleProvider";

/**
 * The page's locale for the inputs below it: the select's own placeholder and the stepper's
 * number format follow it, not the browser's language.
 */
const meta = {
  title: "Components/LocaleProvider",
  component: LocaleProvider,
  args: { locale: "de-CH" },
  render: (args) => (
    <LocaleProvider {...args}>
      <div style={{ display: "grid", gap: 16, maxWidth: 320 }}>
        <Select
          label={args.locale.startsWith("fr") ? "Site" : "Standort"}
          items={[
            { id: "linz", label: "Linz" },
            { id: "stuttgart", label: "Stuttgart" },
          ]}
        />
        <QuantityStepper
          label={args.locale.startsWith("fr") ? "Quantité" : "Menge"}
          defaultValue={12500}
          decrementLabel={args.locale.startsWith("fr") ? "Moins" : "Weniger"}
          incrementLabel={args.locale.startsWith("fr") ? "Plus" : "Mehr"}
        />
      </div>
    </LocaleProvider>
  ),
} satisfies Meta<typeof LocaleProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwissGerman: Story = {};
export const French: Story = { args: { locale: "fr" } };
