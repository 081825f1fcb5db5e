/** An enum value's message key: `WAITING_FOR_CUSTOMER` → `waitingForCustomer`. */
export type EnumKey<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}${Capitalize<EnumKey<Tail>>}`
  : Lowercase<S>;

/**
 * The message key of a GraphQL enum value (statuses, types, kinds): message keys are camelCase
 * throughout, the services' enums are upper snake case.
 */
export function enumKey<S extends string>(value: S): EnumKey<S> {
  return value.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as EnumKey<S>;
}
