import type { Meta, StoryObj } from "@storybook/react-vite";
import { KeyFacts } from "../../modules/KeyFacts/KeyFacts";
import { RichText } from "../../modules/RichText/RichText";
import { Breadcrumb } from "../Breadcrumb/Breadcrumb";
import { PageContent } from "./PageContent";

const meta = {
  title: "Components/PageContent",
  component: PageContent,
  parameters: { layout: "fullscreen" },
  args: {
    id: "main",
    tabIndex: -1,
    children: (
      <>
        <Breadcrumb
          label="Breadcrumb"
          backLabel="Back to About WIRE"
          items={[
            { title: "Home", href: "/" },
            { title: "About WIRE", href: "/about" },
            { title: "Sustainability" },
          ]}
        />
        <RichText html="<p>Since 2020 we have cut the energy use per processed wire end by a third. Our sustainability report follows the GRI standards.</p>" />
        <KeyFacts
          facts={[
            { id: "a", value: "60+", label: "countries with service" },
            { id: "b", value: "2,300", label: "employees" },
            { id: "c", value: "10 bn", label: "wire ends per year" },
          ]}
        />
      </>
    ),
  },
} satisfies Meta<typeof PageContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Modules share the content column's start edge and keep the gutter from the viewport. */
export const Default: Story = {};
