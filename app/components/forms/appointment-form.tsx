import { useT } from "#app/components/layout/use-shell.ts";
import { ConsentFields, PersonFields } from "./contact-fields.tsx";
import { FieldError, TextAreaField } from "./fields.tsx";
import { useField } from "./form-state.tsx";
import { LeadForm } from "./lead-form.tsx";

/** The form's id on the booking page (posted as `form`). */
export const APPOINTMENT_FORM = "appointment";

/** A day of free slots, worded by the server (day and times in the page's language and the agency's zone). */
export type SlotDay = { date: string; label: string; slots: { id: number; label: string }[] };

/**
 * Book a visit online (spec §1 "book an appointment online"): the free slots as radio buttons in
 * one fieldset per day — plain HTML, usable without JavaScript and with the keyboard (arrow keys
 * move within a group) — then the person, a remark and the consents.
 */
export function AppointmentForm({ days }: { days: SlotDay[] }) {
  const t = useT();
  return (
    <LeadForm id={APPOINTMENT_FORM} schema={() => import("#app/domain/forms/appointment.ts").then((m) => m.appointmentSchema)} submitLabel={t("appointment.submit")}>
      <SlotPicker days={days} />
      <h2 className="lead-form__heading">{t("appointment.yourDetails")}</h2>
      <PersonFields />
      <TextAreaField name="message" label={t("form.remark")} maxLength={4000} />
      <ConsentFields />
    </LeadForm>
  );
}

function SlotPicker({ days }: { days: SlotDay[] }) {
  const t = useT();
  const field = useField("slot");
  const hintId = `${field.id}-hint`;
  return (
    <fieldset
      className={`field field--choices appointment-slots${field.error ? " field--invalid" : ""}`}
      id={field.id}
      tabIndex={-1}
      aria-describedby={field.error ? `${hintId} ${field.errorId}` : hintId}
    >
      <legend className="field__label">
        {t("form.chooseSlot")}
        <span aria-hidden="true"> *</span>
      </legend>
      <p className="field__hint" id={hintId}>
        {t("appointment.slotsHint")}
      </p>
      <FieldError id={field.errorId} error={field.error} />
      <div className="appointment-slots__days">
        {days.map((day) => (
          <fieldset key={day.date} className="appointment-day">
            <legend className="appointment-day__label">
              <time dateTime={day.date}>{day.label}</time>
            </legend>
            <div className="appointment-day__slots">
              {day.slots.map((slot) => (
                <label key={slot.id} className="appointment-slot">
                  <input type="radio" name="slot" value={String(slot.id)} defaultChecked={field.text === String(slot.id)} required />
                  <span>{slot.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
