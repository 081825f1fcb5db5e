import type { ContractLevel } from "../../db/sisSchema";

/**
 * The SIS seed's organisations, locations and installed base: four customers (the demo users'
 * organisations, one without a demo user, and Crimp-Tec, whose users only user administration
 * knows), and the group itself, internal. Sub region, country and city are what user
 * administration lists (spec §3).
 */
export const seedOrganisations = [
  {
    id: "org-harness-works",
    name: "Harness Works GmbH",
    internal: false,
    supportEmail: "service.dach@wire.example",
    supportPhone: "+41 41 455 04 55",
    subRegion: "DACH",
    country: "DE",
    city: "Stuttgart",
  },
  {
    id: "org-cable-systems",
    name: "Cable Systems S.L.",
    internal: false,
    supportEmail: "service.iberia@wire.example",
    supportPhone: "+34 93 000 45 50",
    subRegion: "Southern Europe",
    country: "ES",
    city: "Barcelona",
  },
  {
    id: "org-autoloom",
    name: "AutoLoom Manufacturing Inc.",
    internal: false,
    supportEmail: "service.americas@wire.example",
    supportPhone: "+1 262 000 4550",
    subRegion: "North America",
    country: "US",
    city: "Kenosha",
  },
  {
    id: "org-crimp-tec",
    name: "Crimp-Tec s.r.o.",
    internal: false,
    supportEmail: "service.cee@wire.example",
    supportPhone: "+420 5 000 455 04",
    subRegion: "Central Eastern Europe",
    country: "CZ",
    city: "Brno",
  },
  {
    id: "org-wire-group",
    name: "WIRE Group",
    internal: true,
    supportEmail: "service@wire.example",
    supportPhone: "+41 41 455 04 00",
    subRegion: "DACH",
    country: "CH",
    city: "Lucerne",
  },
] as const;

export const seedLocations = [
  [
    "loc-hw-stuttgart",
    "org-harness-works",
    "Plant Stuttgart",
    "Industriestraße 12",
    "70565",
    "Stuttgart",
    "DE",
  ],
  ["loc-hw-linz", "org-harness-works", "Plant Linz", "Hafenstraße 47", "4020", "Linz", "AT"],
  [
    "loc-hw-timisoara",
    "org-harness-works",
    "Plant Timișoara",
    "Strada Industriilor 8",
    "300714",
    "Timișoara",
    "RO",
  ],
  [
    "loc-cs-barcelona",
    "org-cable-systems",
    "Fábrica Barcelona",
    "Carrer de la Indústria 221",
    "08026",
    "Barcelona",
    "ES",
  ],
  [
    "loc-cs-zaragoza",
    "org-cable-systems",
    "Planta Zaragoza",
    "Polígono Plaza, Calle B 14",
    "50197",
    "Zaragoza",
    "ES",
  ],
  [
    "loc-al-kenosha",
    "org-autoloom",
    "Kenosha Plant",
    "4100 Industrial Pkwy",
    "53144",
    "Kenosha",
    "US",
  ],
  [
    "loc-al-juarez",
    "org-autoloom",
    "Planta Juárez",
    "Av. de la Industria 1550",
    "32575",
    "Ciudad Juárez",
    "MX",
  ],
].map(([id, organisationId, name, street, postalCode, city, country]) => ({
  id: id!,
  organisationId: organisationId!,
  name: name!,
  street: street!,
  postalCode: postalCode!,
  city: city!,
  country: country!,
}));

/** Machine models of the installed base: catalogue slug, name, software line. */
export const MACHINE_MODELS = [
  ["alpha-530", "Alpha 530", "TopWin 7"],
  ["alpha-560", "Alpha 560", "TopWin 7"],
  ["kappa-330", "Kappa 330", "Kappa OS 4"],
  ["kappa-350", "Kappa 350", "Kappa OS 4"],
  ["gamma-263", "Gamma 263", "Gamma Control 3"],
  ["gamma-333-pc", "Gamma 333 PC", "Gamma Control 3"],
  ["bt-722", "BT 722", "BT Firmware 2"],
  ["zeta-640", "Zeta 640", "Zeta Suite 5"],
  ["twist-20", "Twist 20", "Twist Firmware 1"],
  ["cirris-easy-wire", "Cirris Easy-Wire", "easy-wire 6"],
  ["hosver-inkjet-ij-40", "Hosver Inkjet IJ 40", "Marking Studio 2"],
  ["crimp-force-analyzer-cfa", "Crimp Force Analyzer CFA", "CFA Firmware 3"],
] as const;

const CONTRACTS: readonly ContractLevel[] = ["NONE", "BASIC", "PLUS", "PREMIUM"];

/** Lines per organisation: how many machines each location runs. */
const FLEET: Record<string, [locationId: string, count: number][]> = {
  "org-harness-works": [
    ["loc-hw-stuttgart", 9],
    ["loc-hw-linz", 6],
    ["loc-hw-timisoara", 5],
  ],
  "org-cable-systems": [
    ["loc-cs-barcelona", 8],
    ["loc-cs-zaragoza", 6],
  ],
  "org-autoloom": [
    ["loc-al-kenosha", 6],
    ["loc-al-juarez", 4],
  ],
};

const LINE_NAMES = ["Line", "Cell", "Station", "Bench"];

/** 44 machines, deterministic: each organisation owns a different mix of the models. */
export function seedMachines() {
  const machines = [];
  let n = 0;
  for (const [organisationId, locations] of Object.entries(FLEET)) {
    for (const [locationId, count] of locations) {
      for (let i = 0; i < count; i++) {
        n += 1;
        const [productSlug, model, software] = MACHINE_MODELS[(n * 5 + i) % MACHINE_MODELS.length]!;
        const commissioned = new Date(Date.UTC(2017 + (n % 9), (n * 7) % 12, 1 + ((n * 11) % 27)));
        const warrantyYears = n % 3 === 0 ? 3 : 2;
        const warrantyEnd = new Date(commissioned);
        warrantyEnd.setUTCFullYear(commissioned.getUTCFullYear() + warrantyYears);
        machines.push({
          id: `m-${String(n).padStart(3, "0")}`,
          organisationId,
          locationId,
          name: `${LINE_NAMES[n % LINE_NAMES.length]} ${i + 1} ${model.split(" ")[0]}`,
          model,
          productSlug,
          serialNumber: `${productSlug.split("-")[0]!.toUpperCase().slice(0, 3)}-${commissioned.getUTCFullYear()}-${String(10_000 + n * 37).padStart(5, "0")}`,
          commissionedOn: commissioned.toISOString().slice(0, 10),
          warrantyEnd: warrantyEnd.toISOString().slice(0, 10),
          contractLevel: CONTRACTS[n % CONTRACTS.length]!,
          softwareVersion: `${software}.${n % 5}.${(n * 3) % 10}`,
        });
      }
    }
  }
  return machines;
}
