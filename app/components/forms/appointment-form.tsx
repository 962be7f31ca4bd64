import { useState, type MouseEvent } from "react";
import { useSearchParams } from "react-router";
import { useT } from "#app/components/layout/use-shell.ts";
import { chosenDay } from "#app/lib/slot-picker.ts";
import { ConsentFields, PersonFields } from "./contact-fields.tsx";
import { FieldError, TextAreaField } from "./fields.tsx";
import { useField } from "./form-state.tsx";
import { LeadForm } from "./lead-form.tsx";

/** The form's id on the booking page (posted as `form`). */
export const APPOINTMENT_FORM = "appointment";

/**
 * A day of free slots, worded by the server (day and times in the page's language and the agency's
 * zone): `label` in full ("dinsdag 1 december 2026"), `weekday` and `short` ("dinsdag", "1 dec")
 * for its chip.
 */
export type SlotDay = {
  date: string;
  label: string;
  weekday: string;
  short: string;
  slots: { id: number; label: string }[];
};

/**
 * Book a visit online (spec §1 "book an appointment online"): a day, then that day's free times
 * (decision 0013), then the person, a remark and the consents. The day comes first so that,
 * without JavaScript, choosing one (a link that reloads the page) loses nothing typed.
 */
export function AppointmentForm({ days }: { days: SlotDay[] }) {
  const t = useT();
  return (
    <LeadForm
      id={APPOINTMENT_FORM}
      schema={() => import("#app/domain/forms/appointment.ts").then((m) => m.appointmentSchema)}
      submitLabel={t("appointment.submit")}
    >
      <SlotPicker days={days} />
      <h2 className="lead-form__heading">{t("appointment.yourDetails")}</h2>
      <PersonFields />
      <TextAreaField name="message" label={t("form.remark")} maxLength={4000} />
      <ConsentFields />
    </LeadForm>
  );
}

/**
 * The days with free slots are links (`?day=2026-12-01#appointment-slot`): without JavaScript the
 * server renders that day's times; with it the click only switches the shown day, so nothing typed
 * is lost and nothing is fetched. The shown day is the visitor's click, else the day of a refused
 * post (a hidden field), else `?day=`, else the first; a day booked out meanwhile gives the next one.
 * Only that day's times are radio buttons: a dozen, not four weeks' worth.
 */
function SlotPicker({ days }: { days: SlotDay[] }) {
  const t = useT();
  const field = useField("slot");
  const posted = useField("day");
  const [searchParams] = useSearchParams();
  const [picked, setPicked] = useState<string | null>(null);
  const shown = chosenDay(
    days.map((day) => day.date),
    [picked, posted.text, searchParams.get("day")],
  );
  const day = days.find((candidate) => candidate.date === shown) ?? days[0]!;
  const hintId = `${field.id}-hint`;
  const daysId = `${field.id}-days`;

  function pick(event: MouseEvent<HTMLAnchorElement>, date: string) {
    // A new tab or window keeps the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPicked(date);
  }

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
      <p className="appointment-days__label" id={daysId}>
        {t("appointment.chooseDay")}
      </p>
      <ul className="appointment-days" aria-labelledby={daysId}>
        {days.map((candidate) => (
          <li key={candidate.date}>
            <a
              className="appointment-day-chip"
              href={`?day=${candidate.date}#${field.id}`}
              aria-current={candidate.date === day.date ? "true" : undefined}
              onClick={(event) => pick(event, candidate.date)}
            >
              <span className="appointment-day-chip__weekday">{candidate.weekday}</span>{" "}
              <time dateTime={candidate.date}>{candidate.short}</time>
            </a>
          </li>
        ))}
      </ul>
      <fieldset key={day.date} className="appointment-times">
        <legend className="appointment-times__label">{t("appointment.timesOn", { day: day.label })}</legend>
        <div className="appointment-times__slots">
          {day.slots.map((slot) => (
            <label key={slot.id} className="appointment-slot">
              <input
                type="radio"
                name="slot"
                value={String(slot.id)}
                defaultChecked={field.text === String(slot.id)}
                required
              />
              <span>{slot.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <input type="hidden" name="day" value={day.date} />
      {/* Says which day's times are now shown after a click (the page does not reload). */}
      <p className="visually-hidden" aria-live="polite">
        {picked ? t("appointment.timesOn", { day: day.label }) : ""}
      </p>
    </fieldset>
  );
}
