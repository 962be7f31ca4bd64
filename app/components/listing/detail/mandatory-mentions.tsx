import type { RegionalMentions } from "#app/services/listings/listing-views.ts";

/**
 * The mandatory mentions of the listing's region (belgian-market-facts.md), shown on screen and in
 * print. A missing value reads "not yet known" rather than disappearing; the EPC/PEB label image
 * sits next to its label text (the text is the accessible value, the image is decoration); a D
 * flood score brings the flood symbol.
 */
export function MandatoryMentions({ mentions }: { mentions: RegionalMentions }) {
  return (
    <section
      id="mentions"
      className="property-section property-mentions"
      aria-labelledby="mentions-title"
      data-region={mentions.region}
    >
      <h2 id="mentions-title">{mentions.title}</h2>
      {mentions.sections.map((section) => (
        <div key={section.id} className="property-mentions__section">
          <h3 className="property-mentions__title">{section.title}</h3>
          {section.explanation ? <p className="property-mentions__explanation">{section.explanation}</p> : null}
          {section.floodSymbol ? (
            <p className="property-mentions__flood">
              <FloodSymbol />
              <span>{section.floodSymbol}</span>
            </p>
          ) : null}
          <dl className="property-mentions__list">
            {section.items.map((item) => (
              <div
                key={item.label}
                className={
                  item.missing ? "property-mentions__item property-mentions__item--missing" : "property-mentions__item"
                }
              >
                <dt>{item.label}</dt>
                <dd>
                  <span className="property-mentions__value">
                    {item.epcImage ? (
                      <img className="property-mentions__epc" src={item.epcImage.src} alt="" width={60} height={28} />
                    ) : null}
                    <span lang={item.lang}>{item.value}</span>
                  </span>
                </dd>
                {/* A second definition of the same term, under both on the full width of the row. */}
                {item.explanation ? <dd className="property-mentions__hint">{item.explanation}</dd> : null}
              </div>
            ))}
          </dl>
        </div>
      ))}
      {mentions.renovationNotice ? (
        <p className="notice property-mentions__renovation">{mentions.renovationNotice}</p>
      ) : null}
    </section>
  );
}

/**
 * The flood symbol of the Flemish information duty (a building over waves), drawn inline so it
 * prints and needs no request. Its meaning is the text next to it, so the drawing itself is hidden
 * from assistive technology.
 */
function FloodSymbol() {
  return (
    <svg className="flood-symbol" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="46" height="46" rx="6" fill="#ffffff" stroke="#0b4f8a" strokeWidth="2" />
      <path d="M24 8 10 20h4v10h20V20h4z" fill="#0b4f8a" />
      <path
        d="M8 34c3 0 3-2.5 6-2.5s3 2.5 6 2.5 3-2.5 6-2.5 3 2.5 6 2.5 3-2.5 6-2.5 3 2.5 4 2.5"
        fill="none"
        stroke="#1a73c7"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path
        d="M8 40c3 0 3-2.5 6-2.5s3 2.5 6 2.5 3-2.5 6-2.5 3 2.5 6 2.5 3-2.5 6-2.5 3 2.5 4 2.5"
        fill="none"
        stroke="#1a73c7"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
