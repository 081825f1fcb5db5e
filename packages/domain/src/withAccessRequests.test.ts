import { describe, expect, it } from "vitest";
import { deriveServiceStatuses } from "./deriveServiceStatuses.ts";
import { withAccessRequests } from "./withAccessRequests.ts";

describe("withAccessRequests", () => {
  const statuses = deriveServiceStatuses(
    ["wire_int_assetdb_active", "wire_int_lmsefront_inviteexpired"],
    "wire",
  );

  it("shows requested, unregistered services as pending", () => {
    const result = withAccessRequests(statuses, ["serviceTicketing", "kampus"]);
    expect(result.serviceTicketing.status).toBe("pending");
    expect(result.kampus.status).toBe("pending");
    expect(result.komaxDirect.status).toBe("unregistered");
  });

  it("keeps what the roles settle, and the input untouched", () => {
    const result = withAccessRequests(statuses, ["inventory"]);
    expect(result.inventory.status).toBe("active");
    expect(statuses.kampus.status).toBe("inviteexpired");
  });

  it("keeps the extra fields of an entry", () => {
    const result = withAccessRequests(statuses, ["artemis"]);
    expect(result.artemis).toEqual({ status: "pending", userType: "cloud" });
  });
});
