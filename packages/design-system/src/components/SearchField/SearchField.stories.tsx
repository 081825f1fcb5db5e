import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useState } from "react";
import { fn } from "storybook/test";
import { SearchField } from "./SearchField";

const all = ["Press brake 3100", "Press brake 4100", "Panel bender 2000", "Laser cutting 6000"];

const meta = {
  title: "Inputs/SearchField",
  component: SearchField,
  args: {
    label: "Search",
    placeholder: "Products, services, stories",
    value: "",
    onChange: fn(),
    suggestions: [],
    onSubmit: fn(),
  },
  render: (args) => {
    const [value, setValue] = useState(args.value);
    const suggestions = useMemo(() => {
      const terms = value.toLowerCase().split(/\s+/).filter(Boolean);
      if (!terms.length) return [];
      return all
        .filter((text) => terms.every((term) => text.toLowerCase().includes(term)))
        .map((text) => ({ id: text, text }));
    }, [value]);
    return <SearchField {...args} value={value} onChange={setValue} suggestions={suggestions} />;
  },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithQuery: Story = { args: { value: "press" } };
