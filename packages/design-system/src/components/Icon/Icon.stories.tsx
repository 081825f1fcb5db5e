import type { Meta, StoryObj } from "@storybook/react-vite";
import { Icon } from "./Icon";
import { type IconName, iconPaths } from "./iconPaths";

const meta = {
  title: "Components/Icon",
  component: Icon,
  args: { name: "home" },
  argTypes: { name: { control: "select", options: Object.keys(iconPaths) } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};
export const WithLabel: Story = { args: { name: "cart", label: "Cart" } };
export const Small: Story = { args: { size: 16 } };

/** The whole set at 24 and 16 px. */
export const AllIcons: Story = {
  render: () => (
    <ul
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))",
        gap: 12,
        padding: 0,
        listStyle: "none",
      }}
    >
      {(Object.keys(iconPaths) as IconName[]).map((name) => (
        <li key={name} style={{ display: "flex", gap: 8, alignItems: "center" }}>
          <Icon name={name} />
          <Icon name={name} size={16} />
          <span style={{ fontSize: 12 }}>{name}</span>
        </li>
      ))}
    </ul>
  ),
};
