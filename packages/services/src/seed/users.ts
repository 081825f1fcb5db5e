/**
 * Demo accounts of the local identity server. They all share the password
 * from `DEMO_PASSWORD` (README). Role names use the configurable group prefix.
 */
export function seedUsers(prefix: string) {
  return [
    {
      id: "user-customer",
      email: "customer@example.com",
      firstName: "Clara",
      lastName: "Kunde",
      organisationId: "org-harness-works",
      internal: false,
      roles: [
        `${prefix}_int_serviceticketing_active`,
        `${prefix}_int_assetdb_active`,
        `${prefix}_int_direct_active`,
        `${prefix}_int_productinfo_active`,
        `${prefix}_int_lmsefront_invited`,
      ],
    },
  ];
}
