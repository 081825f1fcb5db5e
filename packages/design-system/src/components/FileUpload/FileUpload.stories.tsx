import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { FileUpload } from "./FileUpload";

const meta = {
  title: "Inputs/FileUpload",
  component: FileUpload,
  args: {
    label: "Photos or videos of the problem",
    description: "Images or videos only, up to 100 MB.",
    buttonText: "Choose files",
    dropText: "or drop them here",
    rejectedMessage: "Please enter a valid value.",
    removeLabel: (name: string) => `Remove ${name}`,
    progressLabel: "Upload progress",
    files: [],
    onSelect: fn(),
    onRemove: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Uploading: Story = {
  args: {
    files: [
      { id: "1", name: "bent-edge.jpg", progress: 64 },
      { id: "2", name: "noise.mp4" },
    ],
  },
};
export const UploadError: Story = {
  args: {
    files: [
      {
        id: "1",
        name: "bent-edge.jpg",
        errorMessage: "We are sorry, the upload failed. Please try again later.",
      },
    ],
  },
};
export const RejectedFile: Story = { args: { hasRejected: true } };
