import { useT } from "#app/components/layout/use-shell.ts";
import { ConsentFields, PersonFields } from "./contact-fields.tsx";
import { ChoiceGroup, TextAreaField } from "./fields.tsx";
import { LeadForm } from "./lead-form.tsx";

/** The form's id on the property page (posted as `form`). */
export const PROPERTY_CONTACT_FORM = "property-contact";

/**
 * Ask for info or for a visit (spec §1, §3): the request, the person, when and how to call them
 * back (the enabled time slots), a remark, the privacy consent and the newsletter opt-in. A holiday
 * home is not visited (decision 0036: its stay request takes that place): there the form asks for
 * info only.
 */
export function PropertyContactForm({ slots, visit = true }: { slots: readonly string[]; visit?: boolean }) {
  const t = useT();
  return (
    <section className="property-section property-contact" id="contact" aria-labelledby="contact-heading">
      <h2 id="contact-heading">
        {visit
          ? `${t("form.heading.askInfo")} / ${t("form.heading.askVisit").toLowerCase()}`
          : t("form.heading.askInfo")}
      </h2>
      <LeadForm
        id={PROPERTY_CONTACT_FORM}
        schema={() => import("#app/domain/forms/property-contact.ts").then((m) => m.propertyContactSchema(slots))}
      >
        {visit ? (
          <ChoiceGroup
            name="request"
            type="radio"
            legend={t("form.request")}
            required
            defaultValue="info"
            options={[
              { value: "info", label: t("form.request.info") },
              { value: "visit", label: t("form.request.visit") },
            ]}
          />
        ) : (
          <input type="hidden" name="request" value="info" />
        )}
        <PersonFields />
        <ChoiceGroup
          name="timeSlots"
          legend={t("form.contactTimeSlot")}
          options={slots.map((slot) => ({
            value: slot,
            label: t("form.slot.range", { from: slot.slice(0, 5), to: slot.slice(6) }),
          }))}
        />
        <ChoiceGroup
          name="contactDevice"
          type="radio"
          legend={t("form.contactDevice")}
          defaultValue="either"
          options={[
            { value: "phone", label: t("form.contactDevice.phone") },
            { value: "email", label: t("form.contactDevice.email") },
            { value: "either", label: t("form.contactDevice.either") },
          ]}
        />
        <TextAreaField name="message" label={t("form.remark")} maxLength={4000} />
        <ConsentFields />
      </LeadForm>
    </section>
  );
}
