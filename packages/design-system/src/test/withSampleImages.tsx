import type { Decorator } from "@storybook/react-vite";
import { ImageProvider } from "../modules/Image/ImageProvider";
import { identityLoader } from "./sampleImage";

/** Stories use inline SVG pictures, which must not get transformation parameters. */
export const withSampleImages: Decorator = (Story) => (
  <ImageProvider loader={identityLoader}>
    <Story />
  </ImageProvider>
);
