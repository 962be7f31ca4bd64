/**
 * Visitors' whole ways to a request, in nl on a phone (390 px, touch) and in fr on a desktop
 * (1280 px): the home banner's quick search → the list of that town → the listing's page → the
 * contact form, asking for a visit → the visit thank-you page; and a project visitor: the main
 * menu → the projects → a project's page → its enquiry form → the new-build thank-you page. (The
 * search, filter, sort, paging and lightbox steps, and the holiday-home renter, in both languages
 * at both widths, are journeys.spec.ts's.)
 */
import { expect, test, type Locator } from "@playwright/test";
import { consentDialogHydrated, fillPerson, visitorAddress } from "./fixtures/visitor.ts";

const TEXT = {
  nl: {
    quickSearch: "Snel zoeken naar panden",
    listPath: "/nl/te-koop/",
    visit: "Ik wil het pand bezoeken",
    privacy: /Ik ga akkoord met de privacyverklaring/,
    submit: "Verzenden",
    thanksPath: /\/nl\/bedankt\/afspraak\/$/,
    thanks: "Bedankt voor uw bezoekaanvraag",
    openMenu: "Menu openen",
    declineCookies: "Alles weigeren",
    projects: "Projecten",
    projectInfo: "Info over dit project",
    projectThanksPath: /\/nl\/bedankt\/nieuwbouwproject\/$/,
    projectThanks: "Bedankt voor uw interesse in dit project",
  },
  fr: {
    quickSearch: "Recherche rapide de biens",
    listPath: "/fr/a-vendre/",
    visit: "Je souhaite visiter le bien",
    privacy: /J'accepte la/,
    submit: "Envoyer",
    thanksPath: /\/fr\/merci\/rendez-vous\/$/,
    thanks: "Merci pour votre demande de visite",
    openMenu: "Ouvrir le menu",
    declineCookies: "Tout refuser",
    projects: "Projets",
    projectInfo: "Informations sur ce projet",
    projectThanksPath: /\/fr\/merci\/projet-neuf\/$/,
    projectThanks: "Merci pour votre intérêt pour ce projet",
  },
} as const;

const VISITORS = [
  {
    lang: "nl",
    width: 390,
    height: 844,
    touch: true,
    person: { title: "ms", first: "Ann", last: "Peeters", email: "ann.peeters@example.be", phone: "0477 12 34 56" },
  },
  {
    lang: "fr",
    width: 1280,
    height: 900,
    touch: false,
    person: { title: "mr", first: "Luc", last: "Dubois", email: "luc.dubois@example.be", phone: "+32 477 65 43 21" },
  },
] as const;

const address = visitorAddress(62);

for (const visitor of VISITORS) {
  test.describe(`${visitor.lang} at ${visitor.width} px`, () => {
    test.use({
      viewport: { width: visitor.width, height: visitor.height },
      hasTouch: visitor.touch,
      isMobile: visitor.touch,
      locale: `${visitor.lang}-BE`,
      extraHTTPHeaders: address(),
    });

    test("from the home search to a listing in Buggenhout, asking for a visit, to the thank-you page", async ({
      page,
    }) => {
      test.slow(); // four page loads and a form post on a shared machine
      const text = TEXT[visitor.lang];
      const press = (target: Locator) => (visitor.touch ? target.tap() : target.click());

      await page.goto(`/${visitor.lang}/`);
      const box = page.getByRole("main").getByRole("combobox", { name: text.quickSearch });
      await box.fill("Buggenhout");
      const suggestion = page.getByRole("main").getByRole("option", { name: "Buggenhout (9255)" });
      await expect(suggestion).toBeVisible();
      await press(suggestion);
      await expect(page).toHaveURL(new RegExp(`${text.listPath}\\?city=Buggenhout%7C9255$`));

      const link = page.getByRole("article").getByRole("heading").getByRole("link").first();
      await press(link);
      await expect(page).toHaveURL(new RegExp(`${text.listPath}buggenhout/[a-z0-9-]+/\\d+/$`));

      const form = page.locator("#property-contact");
      await form.getByLabel(text.visit).check();
      await fillPerson(page, "property-contact", visitor.person);
      await form.getByLabel(/10:00/).first().check();
      await form.getByLabel(text.privacy).check();
      await press(form.getByRole("button", { name: text.submit }));
      await expect(page).toHaveURL(text.thanksPath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.thanks);
    });

    test("from the main menu to a project, asking about it, to the thank-you page", async ({ page }) => {
      test.slow();
      const text = TEXT[visitor.lang];
      const press = (target: Locator) => (visitor.touch ? target.tap() : target.click());

      await page.goto(`/${visitor.lang}/`);
      // The cookie dialog covers the menu: the visitor answers it first.
      await consentDialogHydrated(page);
      await press(page.getByRole("dialog").getByRole("button", { name: text.declineCookies }));
      await expect(page.getByRole("dialog")).toBeHidden();
      // The phone's drawer opens from a label (a checkbox menu that works without JavaScript).
      if (visitor.touch) await page.locator("label", { hasText: text.openMenu }).tap();
      await press(page.getByRole("banner").getByRole("link", { name: text.projects, exact: true }));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.projects);

      await press(page.getByRole("article").getByRole("heading").getByRole("link").first());
      await expect(page).toHaveURL(/\/\d+\/$/);
      const form = page.locator("#project-enquiry");
      await expect(page.getByRole("heading", { name: text.projectInfo })).toBeVisible();
      await fillPerson(page, "project-enquiry", visitor.person);
      await page.locator("#project-enquiry-privacyConsent").check();
      await press(form.getByRole("button", { name: text.submit }));
      await expect(page).toHaveURL(text.projectThanksPath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.projectThanks);
    });
  });
}
