import { describe, expect, it } from "vitest";
import { enumKey } from "./enumKey";

describe("enumKey", () => {
  it("turns upper snake case enum values into camelCase message keys", () => {
    expect(enumKey("WAITING_FOR_CUSTOMER")).toBe("waitingForCustomer");
    expect(enumKey("NEW")).toBe("new");
    expect(enumKey("SPARE_PART_INQUIRY")).toBe("sparePartInquiry");
  });
});
