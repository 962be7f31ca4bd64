/**
 * One page of each page type of the public site, in nl and fr, on the sample data: the list the
 * quality checks walk (axe in tests/e2e/accessibility.spec.ts, the byte budgets of
 * bench/weight.ts). A new page type is added here once and is then checked by both.
 *
 * The owner's dashboard needs a logged-in session: tests/e2e/owner-portal.spec.ts checks it with
 * axe in nl and fr at both widths. Pages of listings the sample does not have (a rent listing that
 * takes applications) are checked on the fixture feed's server (FIXTURE_FEED_PAGE_TYPES).
 */
type Lang = "nl" | "fr";

export interface PageType {
  /** Name in test titles and tables. */
  name: string;
  paths: Record<Lang, string>;
  /** The HTTP status the page answers with (default 200). */
  status?: number;
}

const NOT_A_TOKEN = "0".repeat(48);

export const PAGE_TYPES: PageType[] = [
  { name: "home", paths: { nl: "/nl/", fr: "/fr/" } },
  { name: "for-sale list", paths: { nl: "/nl/te-koop/", fr: "/fr/a-vendre/" } },
  { name: "for-rent list", paths: { nl: "/nl/te-huur/", fr: "/fr/a-louer/" } },
  { name: "holiday-homes list", paths: { nl: "/nl/vakantiewoningen/", fr: "/fr/maisons-de-vacances/" } },
  { name: "projects list", paths: { nl: "/nl/projecten/", fr: "/fr/projets/" } },
  {
    name: "property detail",
    paths: {
      nl: "/nl/te-koop/buggenhout/gerenoveerde-rijwoning-met-zonnige-tuin-in-hartje-buggenhout/4100001/",
      fr: "/fr/a-vendre/buggenhout/maison-mitoyenne-renovee-avec-jardin-ensoleille-au-coeur-de-buggenhout/4100001/",
    },
  },
  {
    name: "holiday-home detail",
    paths: {
      nl: "/nl/vakantiewoningen/beffe/chalet-l-ourthe-knus-chalet-voor-4-met-zicht-op-de-vallei/4100006/",
      fr: "/fr/maisons-de-vacances/beffe/chalet-l-ourthe-petit-chalet-douillet-pour-4-avec-vue-sur-la-vallee/4100006/",
    },
  },
  {
    name: "project detail",
    paths: {
      nl: "/nl/projecten/dendermonde/residentie-de-schelde/5100001/",
      fr: "/fr/projets/dendermonde/residentie-de-schelde/5100001/",
    },
  },
  { name: "content page", paths: { nl: "/nl/onze-diensten/", fr: "/fr/nos-services/" } },
  { name: "article", paths: { nl: "/nl/onze-diensten/verkopen/", fr: "/fr/nos-services/vendre/" } },
  { name: "testimonials", paths: { nl: "/nl/getuigenissen/", fr: "/fr/temoignages/" } },
  { name: "testimonial", paths: { nl: "/nl/getuigenissen/amelie-thomas/", fr: "/fr/temoignages/amelie-thomas/" } },
  { name: "contact form", paths: { nl: "/nl/contact/", fr: "/fr/contact/" } },
  { name: "free-valuation form", paths: { nl: "/nl/gratis-schatting/", fr: "/fr/estimation-gratuite/" } },
  { name: "demand-register form", paths: { nl: "/nl/blijf-op-de-hoogte/", fr: "/fr/restez-informe/" } },
  { name: "newsletter form", paths: { nl: "/nl/nieuwsbrief/", fr: "/fr/newsletter/" } },
  { name: "testimonial form", paths: { nl: "/nl/schrijf-een-getuigenis/", fr: "/fr/laisser-un-temoignage/" } },
  { name: "appointment form", paths: { nl: "/nl/afspraak/4100003/", fr: "/fr/rendez-vous/4100003/" } },
  { name: "purchase-offer form", paths: { nl: "/nl/bod/4100001/", fr: "/fr/offre-d-achat/4100001/" } },
  { name: "stay-request form", paths: { nl: "/nl/verblijfsaanvraag/4100006/", fr: "/fr/demande-de-sejour/4100006/" } },
  {
    name: "favourites (shared link)",
    paths: { nl: "/nl/favorieten/?ids=4100001,4100002", fr: "/fr/favoris/?ids=4100001,4100002" },
  },
  {
    name: "compare",
    paths: { nl: "/nl/vergelijken/?ids=4100001,4100002,4100003", fr: "/fr/comparer/?ids=4100001,4100002,4100003" },
  },
  { name: "owner login", paths: { nl: "/nl/login/", fr: "/fr/login/" } },
  { name: "owner forgotten password", paths: { nl: "/nl/wachtwoord-vergeten/", fr: "/fr/mot-de-passe-oublie/" } },
  { name: "thank-you", paths: { nl: "/nl/bedankt/contacteer-mij/", fr: "/fr/merci/contactez-moi/" } },
  {
    name: "unsubscribe (unknown link)",
    paths: { nl: `/nl/uitschrijven/${NOT_A_TOKEN}/`, fr: `/fr/desinscription/${NOT_A_TOKEN}/` },
    status: 404,
  },
  { name: "not found (404)", paths: { nl: "/nl/bestaat-niet/", fr: "/fr/n-existe-pas/" }, status: 404 },
];

/** On the regions fixture's server (tests/e2e/fixtures/fixture-feed-server.ts): a rent listing, not a holiday home. */
export const FIXTURE_FEED_PAGE_TYPES: PageType[] = [
  {
    name: "rental-application form",
    paths: { nl: "/nl/huuraanvraag/4200005/", fr: "/fr/candidature-location/4200005/" },
  },
];
