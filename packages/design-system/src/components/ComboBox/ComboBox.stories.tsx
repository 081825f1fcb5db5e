import type { Meta, StoryObj } from "@storybook/react-vite";
import { ComboBox } from "./ComboBox";

const countries = [
  { id: "AT", label: "Austria" },
  { id: "CH", label: "Switzerland" },
  { id: "CZ", label: "Czechia" },
  { id: "DE", label: "Germany" },
  { id: "ES", label: "Spain" },
  { id: "FR", label: "France" },
  { id: "HU", label: "Hungary" },
  { id: "JP", label: "Japan" },
  { id: "US", label: "United States" },
];

const meta = {
  title: "Inputs/ComboBox",
  component: ComboBox,
  args: {
    label: "Country",
    items: countries,
    placeholder: "Type to search",
    openButtonLabel: "Show suggestions",
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Countries: Story = {};
export const Languages: Story = {
  args: {
    label: "Language",
    items: [
      { id: "en", label: "English" },
      { id: "de", label: "Deutsch" },
      { id: "fr", label: "Français" },
      { id: "ja", label: "日本語" },
    ],
  },
};
export const Required: Story = { args: { isRequired: true } };
export const InvalidCountry: Story = {
  args: {
    isRequired: true,
    defaultInputValue: "Atlantis",
    errorMessage: "The current value is invalid, please select a country from the list",
  },
};
