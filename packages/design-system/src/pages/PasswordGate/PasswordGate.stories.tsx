import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { PasswordGate } from "./PasswordGate";

const meta = {
  title: "Pages/PasswordGate",
  component: PasswordGate,
  args: {
    title: "This preview is protected",
    text: "Enter the password you received to see the page.",
    passwordLabel: "Password",
    submitText: "Show page",
    loadingLabel: "Checking",
    onSubmit: fn(),
  },
} satisfies Meta<typeof PasswordGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checking: Story = { args: { isLoading: true } };
export const WrongPassword: Story = {
  args: { errorMessage: "Something went wrong. Please try again later." },
};
