import type { CSSProperties, ReactNode } from "react";
import type { ModuleView, CategoryItem } from "#app/services/content/page-view.ts";
import { ListingCard } from "#app/components/listing/listing-card.tsx";
import { ProjectCardView } from "#app/components/listing/project-card.tsx";
import { useRootData, useT } from "#app/components/layout/use-shell.ts";
import { colon } from "#app/lib/typography.ts";
import { ChevronRightIcon } from "#app/components/ui/icons.tsx";
import { useImageUrls } from "#app/components/layout/use-shell.ts";

/**
 * The page's modules on a 12-column grid (spec §3 Module, §9 grid): ordered by contentRow then
 * sort (done by the loader), each spanning `col` sm/md/lg columns, with its background, class and
 * items per row. `contactForm`: what the contact module shows under the agency's details (the site's
 * contact form, given by the routes that take its posts; the others' pages stay free of its code).
 */
export function PageModules({ modules, contactForm }: { modules: ModuleView[]; contactForm?: ReactNode }) {
  return (
    <div className="module-grid">
      {modules.map((module) => (
        <ModuleBlock key={module.id} module={module} contactForm={contactForm} />
      ))}
    </div>
  );
}

function ModuleBlock({ module, contactForm }: { module: ModuleView; contactForm: ReactNode }) {
  const { imageUrl } = useImageUrls();
  const Heading = module.heading;
  // backgroundType image: the module's image; gallery: its images side by side behind the content.
  const backgroundImage = module.background.type === "image" ? module.background.image : "";
  const gallery = module.background.type === "gallery" ? module.background.images.filter(Boolean) : [];
  const style = {
    "--span-sm": module.col.sm,
    "--span-md": module.col.md,
    "--span-lg": module.col.lg,
    "--per-row": module.perRow,
    ...(module.background.type === "color" && module.background.color
      ? { "--module-bg": module.background.color }
      : {}),
    ...(backgroundImage ? { "--module-bg-image": `url("${imageUrl(backgroundImage, 1920)}")` } : {}),
  } as CSSProperties;
  const classes = [
    "module",
    `module--${module.body.type}`,
    `module--view-${module.view}`,
    `module--bg-${module.background.type}`,
    module.className,
  ]
    .filter(Boolean)
    .join(" ");
  const titleId = `module-${module.id}-title`;
  return (
    <section className={classes} style={style} aria-labelledby={module.title ? titleId : undefined}>
      {gallery.length > 0 ? (
        <div className="module__gallery" aria-hidden="true">
          {gallery.map((src) => (
            <img key={src} src={imageUrl(src, 800)} alt="" width={800} height={533} loading="lazy" decoding="async" />
          ))}
        </div>
      ) : null}
      <div className="module__inner">
        {module.title ? (
          <Heading id={titleId} className={`module__title module__title--${module.heading}`}>
            {module.title}
          </Heading>
        ) : null}
        {module.description ? <p className="module__description">{module.description}</p> : null}
        <ModuleContent module={module} />
        {module.body.type === "contact" ? contactForm : null}
        {module.description2 ? <p className="module__description2">{module.description2}</p> : null}
      </div>
    </section>
  );
}

function ModuleContent({ module }: { module: ModuleView }) {
  const t = useT();
  const { locale } = useRootData();
  const { body } = module;
  switch (body.type) {
    case "article":
      return body.html ? (
        <div
          className="rich-text"
          lang={body.html.lang ?? undefined}
          dangerouslySetInnerHTML={{ __html: body.html.value }}
        />
      ) : null;
    case "category":
      return <CategoryList items={body.items} view={module.view} level={module.heading === "h1" ? 2 : 3} />;
    case "property-list":
      return (
        <>
          {body.cards.length === 0 ? (
            <p className="module__empty">{t("error.noPropertiesFound")}</p>
          ) : (
            <ul className="card-grid" role="list">
              {body.cards.map((card) => (
                <li key={card.id}>
                  <ListingCard card={card} headingLevel={module.title ? 3 : 2} />
                </li>
              ))}
            </ul>
          )}
          {body.moreHref ? (
            <p className="module__more">
              <a className="button button--ghost" href={body.moreHref}>
                {t("listing.more")}
              </a>
            </p>
          ) : null}
        </>
      );
    case "project-list":
      return body.cards.length === 0 ? (
        <p className="module__empty">{t("error.noProjects")}</p>
      ) : (
        <ul className="card-grid" role="list">
          {body.cards.map((card) => (
            <li key={card.id}>
              <ProjectCardView card={card} />
            </li>
          ))}
        </ul>
      );
    case "contact":
      return (
        <div className="contact-block">
          <address className="contact-block__address">
            <strong>{body.name}</strong>
            <br />
            {body.address}
            <br />
            <a href={body.phoneHref}>{body.phone}</a>
            <br />
            <a href={`mailto:${body.email}`}>{body.email}</a>
          </address>
          <div className="contact-block__hours">
            <h2 className="contact-block__title">{t("shell.footer.openingHours")}</h2>
            <ul>
              {body.openingHours.map((slot, index) => (
                <li key={index}>
                  {slot.days.map((day) => t(`contact.day.${day}` as Parameters<typeof t>[0])).join(", ")}
                  {colon(locale)}
                  {slot.opens}–{slot.closes}
                </li>
              ))}
            </ul>
            {body.openingHoursNote ? <p>{body.openingHoursNote}</p> : null}
          </div>
          <p>
            <a href={body.mapHref} target="_blank" rel="noopener noreferrer">
              {t("contact.showOnMap")}
              <span className="visually-hidden"> {t("shell.opensInNewTab")}</span>
            </a>
          </p>
        </div>
      );
    case "external":
      return (
        <p>
          <a
            className="external-card"
            href={body.url}
            {...(body.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            <span>{body.host}</span>
            <ChevronRightIcon className="icon" />
            {body.newTab ? <span className="visually-hidden"> {t("shell.opensInNewTab")}</span> : null}
          </a>
        </p>
      );
  }
}

/** Services (spec §2): "odds" = one per row, image alternating left and right. */
function CategoryList({ items, view, level }: { items: CategoryItem[]; view: ModuleView["view"]; level: 2 | 3 | 4 }) {
  const { imageUrl } = useImageUrls();
  const t = useT();
  const Heading = `h${level}` as const;
  return (
    <ul className={`category-list category-list--${view}`} role="list">
      {items.map((item) => (
        <li key={item.id} className="category-list__item">
          {item.image ? (
            <img
              className="category-list__image"
              src={imageUrl(item.image, 600)}
              alt=""
              width={600}
              height={400}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          <div className="category-list__body">
            <Heading className="category-list__title">
              {item.href ? <a href={item.href}>{item.title}</a> : item.title}
            </Heading>
            {item.description ? <p>{item.description}</p> : null}
            {item.href ? (
              <a className="category-list__more" href={item.href} aria-hidden="true" tabIndex={-1}>
                {t("shell.readMore")}
              </a>
            ) : null}
            {item.children.length > 0 ? (
              <CategoryList items={item.children} view="list" level={level === 2 ? 3 : 4} />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
