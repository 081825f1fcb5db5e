import { describe, expect, it } from "vitest";
import { isInvitationToken } from "./invitationToken";

describe("isInvitationToken", () => {
  it("takes base64url tokens of 20 to 100 characters", () => {
    expect(isInvitationToken("kq3VvT0l2m8H1xJr9bZc4w")).toBe(true);
    expect(isInvitationToken("a".repeat(20))).toBe(true);
    expect(isInvitationToken(`${"A-_9".repeat(25)}`)).toBe(true);
  });

  it("refuses anything else", () => {
    expect(isInvitationToken("short")).toBe(false);
    expect(isInvitationToken("a".repeat(101))).toBe(false);
    expect(isInvitationToken("kq3VvT0l2m8H1xJr9bZc4w==")).toBe(false);
    expect(isInvitationToken("../../etc/passwd/aaaaaaaaaa")).toBe(false);
    expect(isInvitationToken("kq3VvT0l2m8H1xJr9bZc4w%20")).toBe(false);
  });
});
