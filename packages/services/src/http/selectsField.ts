import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from "graphql";

/**
 * Whether the query asks for `name` on the field being resolved (directly, or in an inline
 * fragment or a named fragment), so a resolver computes what is asked for and nothing more (a
 * list's total is a count over all its rows; the dashboard shows five tickets and no total).
 * Under `@include`/`@skip` it answers true: counting too much is safe, too little is not.
 */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const visit = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      return visit(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}
