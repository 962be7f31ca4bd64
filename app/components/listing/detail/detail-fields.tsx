import type { DetailField, FieldGroup } from "#app/services/listings/listing-views.ts";

/** Label–value pairs as a description list; a value in another language carries its `lang`. */
export function FieldList({ fields, className = "" }: { fields: DetailField[]; className?: string }) {
  if (fields.length === 0) return null;
  return (
    <dl className={`field-list ${className}`.trim()}>
      {fields.map((field) => (
        <div key={field.label} className="field-list__row">
          <dt>{field.label}</dt>
          <dd lang={field.lang}>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every detail field, one titled section per group (general, surfaces, rooms… financial). */
export function FieldGroups({ groups }: { groups: FieldGroup[] }) {
  return (
    <div className="property-groups">
      {groups.map((group) => (
        <section key={group.id} className="property-group" aria-labelledby={`group-${group.id}`}>
          <h2 id={`group-${group.id}`} className="property-group__title">
            {group.title}
          </h2>
          <FieldList fields={group.fields} />
        </section>
      ))}
    </div>
  );
}
