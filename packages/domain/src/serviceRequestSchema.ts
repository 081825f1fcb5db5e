import { z } from "zod";
import { optionalString, requiredEmail, requiredString } from "./formFields.ts";
import { INVALID_VALUE_MESSAGE, VALIDATION_MESSAGES } from "./messages.ts";

const m = VALIDATION_MESSAGES.serviceRequest;

/** A postal address of the service request form; required fields use the spec's messages. */
export const addressSchema = z.object({
  address: requiredString(INVALID_VALUE_MESSAGE),
  city: requiredString(INVALID_VALUE_MESSAGE),
  state: requiredString(INVALID_VALUE_MESSAGE),
  zipCode: requiredString(m.zipCode),
  country: requiredString(m.country),
});

/** A postal address. */
export type Address = z.infer<typeof addressSchema>;

/**
 * The service request form (spec §3, §5). Required, with the spec's messages where it gives one
 * and "Please enter a valid value." otherwise (first and last name, company, address, city,
 * state): the contact and address fields, requested service, subject, description, machine name,
 * serial number and contact location. `caseId` is required only when `existingCase` is true.
 * `returnAddress` is required (same rules, errors under `returnAddress.*`) only when
 * `useContactAddress` is false; when true it is dropped from the output. Telephone and reason are
 * optional strings; warranty and service contract optional booleans.
 *
 * @example
 * serviceRequestSchema.safeParse({ ...valid, existingCase: true, caseId: "" }).success; // => false
 */
export const serviceRequestSchema = z
  .object({
    firstName: requiredString(INVALID_VALUE_MESSAGE),
    lastName: requiredString(INVALID_VALUE_MESSAGE),
    email: requiredEmail(m.email),
    telephone: optionalString(),
    company: requiredString(INVALID_VALUE_MESSAGE),
    ...addressSchema.shape,
    useContactAddress: z.boolean({ error: INVALID_VALUE_MESSAGE }).default(true),
    returnAddress: z.unknown().optional(),
    requestedService: requiredString(m.requestedService),
    reason: optionalString(),
    subject: requiredString(m.subject),
    description: requiredString(m.description),
    existingCase: z.boolean({ error: INVALID_VALUE_MESSAGE }).default(false),
    caseId: z.string().trim().optional(),
    machineName: requiredString(m.machineName),
    serialNumber: requiredString(m.serialNumber),
    warranty: z.boolean({ error: INVALID_VALUE_MESSAGE }).optional(),
    serviceContract: z.boolean({ error: INVALID_VALUE_MESSAGE }).optional(),
    contactLocation: requiredString(m.contactLocation),
  })
  // `when: () => true` runs the cross-field rules even when other fields fail, so a form gets
  // every message at once; the value may then be partly invalid, hence the defensive reads.
  .superRefine(
    (data, ctx) => {
      if (data.useContactAddress === false) {
        const result = addressSchema.safeParse(data.returnAddress ?? {});
        for (const issue of result.error?.issues ?? []) {
          ctx.addIssue({
            code: "custom",
            message: issue.message,
            path: ["returnAddress", ...issue.path],
          });
        }
      }
      if (data.existingCase === true && !data.caseId) {
        ctx.addIssue({ code: "custom", message: m.caseId, path: ["caseId"] });
      }
    },
    { when: () => true },
  )
  .transform(({ returnAddress, caseId, ...rest }) => ({
    ...rest,
    ...(rest.existingCase && caseId ? { caseId } : {}),
    ...(rest.useContactAddress ? {} : { returnAddress: addressSchema.parse(returnAddress) }),
  }));

/** A valid service request. */
export type ServiceRequest = z.output<typeof serviceRequestSchema>;
