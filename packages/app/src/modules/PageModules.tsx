import { Heading, Overline, Text } from "@wire/design-system";
import { stripHtml } from "@wire/domain";
import type { PageModule } from "@wire/graphql";

function renderModule(module: PageModule) {
  switch (module.kind) {
    case "hero":
      return (
        <section key={module.id} aria-labelledby={`${module.id}-title`}>
          {module.overline ? <Overline>{module.overline}</Overline> : null}
          <Heading level={1} id={`${module.id}-title`}>
            {module.title}
          </Heading>
          {module.text ? <Text size="large">{module.text}</Text> : null}
        </section>
      );
    case "richText":
      // Until the design system's RichText module lands, markup is reduced to plain text.
      return <Text key={module.id}>{stripHtml(module.html)}</Text>;
    default:
      return null;
  }
}

/** Renders a CMS page's modules with the design system's components. */
export function PageModules({ modules }: { modules: readonly PageModule[] }) {
  return modules.map(renderModule);
}
