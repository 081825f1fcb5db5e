/**
 * Previous URLs of the old site and where they answer with a 301 now (spec
 * section 2): paths without a target locale keep the visitor's locale in the
 * app; external targets leave the site.
 */
export const seedRedirects: { previousUrl: string; target: string }[] = [
  { previousUrl: "/en/old-products/gamma", target: "/en/products/crimping/gamma-263" },
  { previousUrl: "/de/alte-produkte/gamma", target: "/de/products/crimping/gamma-263" },
  { previousUrl: "/en/old-products/alpha-550", target: "/en/products/cutting-stripping" },
  { previousUrl: "/en/old-products/zeta", target: "/en/products/harness-assembly" },
  { previousUrl: "/en/service/hotline", target: "/en/contact" },
  { previousUrl: "/de/service/hotline", target: "/de/contact" },
  { previousUrl: "/en/about-us", target: "/en/company/about" },
  { previousUrl: "/de/ueber-uns", target: "/de/company/about" },
  { previousUrl: "/en/news", target: "/en/media-releases" },
  { previousUrl: "/en/jobs", target: "https://careers.wire-group.example/jobs" },
  { previousUrl: "/en/investor-relations", target: "https://investors.wire-group.example" },
  { previousUrl: "/en/training-center", target: "/en/services/training" },
  {
    previousUrl: "/en/stories/harness-line-mexico",
    target: "/en/stories/automating-harness-production-in-mexico",
  },
];
