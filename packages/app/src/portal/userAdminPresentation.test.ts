import { describe, expect, it } from "vitest";
import { serverTranslator } from "../i18n/serverTranslator";
import {
  ACTION_ERROR_KEY,
  auditActionLabel,
  auditChange,
  auditValue,
  countryName,
  refusalMessage,
  roleLabel,
} from "./userAdminPresentation";

const en = serverTranslator("en");
const de = serverTranslator("de");

describe("user administration's refusals (spec §8)", () => {
  it("names an invalid user, another organisation's user and a lost permission apart", () => {
    expect(refusalMessage(en, { code: "NOT_FOUND" })).toBe(
      "This user does not exist or the link is invalid.",
    );
    expect(refusalMessage(en, { code: "FORBIDDEN", reason: "USER_FORBIDDEN" })).toBe(
      "You are not allowed to view this user.",
    );
    expect(refusalMessage(en, { code: "FORBIDDEN", reason: "PERMISSION_LOST" })).toBe(
      "You no longer have permission to manage this user.",
    );
    // A session renewed after the role was withdrawn names no role any more: the same loss.
    expect(refusalMessage(en, { code: "FORBIDDEN", reason: "NOT_ADMIN" })).toBe(
      "You no longer have permission to manage this user.",
    );
  });

  it("gives the service's field message in the reader's language, else a generic one", () => {
    expect(
      refusalMessage(de, { code: "BAD_USER_INPUT", fields: { email: "Please select an item" } }),
    ).toBe(de("validation.invite.item"));
    expect(refusalMessage(en, { code: "BAD_USER_INPUT", fields: {} })).toBe(
      en("userAdmin.errors.notAllowed"),
    );
    expect(refusalMessage(en, null)).toBe(en("userAdmin.errors.unavailable"));
  });

  it("has a translated title for every action", () => {
    for (const key of Object.values(ACTION_ERROR_KEY)) {
      expect(en(`userAdmin.errors.${key}` as never)).toMatch(/^Error while /);
    }
  });
});

describe("audit and profile values", () => {
  it("reads mutation names as their buttons and access states in words", () => {
    expect(auditActionLabel(en, "withdrawAccess")).toBe("Withdraw");
    expect(auditActionLabel(en, "somethingNew")).toBe("somethingNew");
    expect(auditValue(en, "inviteExpired")).toBe("Invitation expired");
    expect(auditValue(en, "Harness Works")).toBe("Harness Works");
    expect(auditValue(en, null)).toBe("—");
  });

  it("reads a refused action (issue 41) as what was tried and why", () => {
    expect(auditActionLabel(en, "refused")).toBe("Refused (not permitted)");
    expect(
      auditChange(en, { action: "refused", before: "withdrawAccess", after: "internal user" }),
    ).toBe("Withdraw → internal user");
    expect(auditChange(en, { action: "grantAccess", before: "pending", after: "active" })).toBe(
      "Access requested → Active",
    );
    expect(auditChange(en, { action: "deleteUser", before: null, after: null })).toBeNull();
  });

  it("reads what the user and the system did, never a key (issue 42)", () => {
    expect(auditActionLabel(en, "requestAccess")).toBe("Access requested");
    expect(auditActionLabel(en, "acceptInvitation")).toBe("Invitation accepted");
    expect(auditActionLabel(de, "inviteExpired")).toBe(de("userAdmin.status.inviteExpired"));
    expect(
      auditChange(en, {
        action: "requestAccess",
        before: "unknown",
        after: "pending; roles +wire_int_direct_pending",
      }),
    ).toBe("Unknown → Access requested");
    expect(auditChange(en, { action: "declineAccess", before: "pending", after: "declined" })).toBe(
      "Access requested → Declined",
    );
  });

  it("names roles by application and state, in the reader's language (issue 42)", () => {
    expect(roleLabel(en, "wire_int_direct_pending")).toBe("WIRE direct (Access requested)");
    expect(roleLabel(en, "wire_int_lmsefront_inviteexpired")).toMatch(/\(Invitation expired\)$/);
    expect(roleLabel(de, "wire_int_serviceticketing_active")).toBe(
      `${de("dashboard.apps.serviceTicketing.title")} (${de("userAdmin.status.active")})`,
    );
    expect(roleLabel(en, "wire_artemis_onpremuser")).toBe("artemis (On-premises)");
    expect(roleLabel(en, "offline_access")).toBe("offline_access");
    expect(auditValue(en, "wire_int_assetdb_active")).not.toContain("wire_");
  });

  it("names countries in the reader's language", () => {
    expect(countryName("de", "en")).toBe("Germany");
    expect(countryName("DE", "de")).toBe("Deutschland");
  });
});
