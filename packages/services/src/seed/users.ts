/**
 * Demo accounts of the local identity server, one per portal situation the
 * spec describes (section 6). They all share the password from
 * `DEMO_PASSWORD` (README). Role names use the configurable group prefix.
 */
export function seedUsers(prefix: string) {
  const role = (fragment: string) => `${prefix}_${fragment}`;
  return [
    {
      id: "user-customer",
      email: "customer@example.com",
      firstName: "Clara",
      lastName: "Kunde",
      organisationId: "org-harness-works",
      internal: false,
      country: "DE",
      language: "de",
      roles: [
        role("int_serviceticketing_active"),
        role("int_assetdb_active"),
        role("int_direct_active"),
        role("int_productinfo_active"),
        role("int_lmsefront_invited"),
      ],
    },
    {
      id: "user-pending",
      email: "pending@example.com",
      firstName: "Paul",
      lastName: "Wartner",
      organisationId: "org-harness-works",
      internal: false,
      country: "AT",
      language: "de",
      roles: [role("int_direct_pending"), role("int_lmsefront_inviteexpired")],
    },
    {
      id: "user-artemis",
      email: "artemis@example.com",
      firstName: "Ana",
      lastName: "Ortega",
      organisationId: "org-cable-systems",
      internal: false,
      country: "ES",
      language: "es",
      roles: [
        role("int_artemis_active"),
        role("artemis_onpremuser"),
        role("int_serviceticketing_active"),
        // Product information too, so the portal answers "not found" (not "no access") when
        // this user asks for another organisation's parts lists or requests.
        role("int_productinfo_active"),
      ],
    },
    {
      id: "user-admin-external",
      email: "admin@example.com",
      firstName: "Erik",
      lastName: "Admin",
      organisationId: "org-harness-works",
      internal: false,
      country: "CH",
      language: "en",
      roles: [role("delegatedadmin_extern"), role("int_serviceticketing_active")],
    },
    {
      id: "user-admin-internal",
      email: "internal.admin@wire.example",
      firstName: "Ines",
      lastName: "Intern",
      organisationId: "org-harness-works",
      internal: true,
      country: "CH",
      language: "de",
      roles: [role("delegatedadmin_intern")],
    },
    {
      id: "user-employee",
      email: "employee@wire.example",
      firstName: "Emil",
      lastName: "Mitarbeiter",
      organisationId: "org-wire-group",
      internal: true,
      country: "CH",
      language: "de",
      roles: [role("int_mfpwm_active"), role("int_mfpmds_active"), role("int_productinfo_active")],
    },
    {
      id: "user-no-roles",
      email: "visitor@example.com",
      firstName: "Nora",
      lastName: "Neu",
      organisationId: "org-none",
      internal: false,
      country: "US",
      language: "en",
      roles: [],
    },
  ];
}
