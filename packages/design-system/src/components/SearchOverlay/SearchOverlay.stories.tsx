import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn, screen } from "storybook/test";
import { Button } from "../Button/Button";
import { SearchOverlay, type SearchOverlayProps } from "./SearchOverlay";

const all = ["crimping machines", "crimp force monitoring", "crimp applicator", "cutting"];

function Demo(props: SearchOverlayProps) {
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState(props.value);
  const suggestions = value
    ? all.filter((text) => text.includes(value.toLowerCase())).map((text) => ({ id: text, text }))
    : [];
  return (
    <div style={{ minHeight: 420 }}>
      <Button onPress={() => setOpen(true)}>Search</Button>
      <SearchOverlay
        {...props}
        open={open}
        onOpenChange={setOpen}
        value={value}
        onChange={setValue}
        suggestions={suggestions}
      />
    </div>
  );
}

const meta = {
  title: "Components/SearchOverlay",
  component: SearchOverlay,
  args: {
    open: true,
    onOpenChange: fn(),
    title: "Search",
    closeLabel: "Close search",
    label: "Search the site",
    placeholder: "Products, stories, services…",
    value: "",
    onChange: fn(),
    suggestions: [],
    onSubmit: fn(),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof SearchOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithSuggestions: Story = {
  play: async ({ userEvent }) => {
    const field = await screen.findByRole("combobox", { name: "Search the site" });
    // The sheet slides in; suggestions opened meanwhile are placed against the moving field.
    await Promise.all(
      field
        .closest("[role=dialog]")
        ?.getAnimations({ subtree: true })
        .map((animation) => animation.finished) ?? [],
    );
    await userEvent.type(field, "crimp");
    await screen.findByRole("option", { name: "crimp force monitoring" });
  },
};
