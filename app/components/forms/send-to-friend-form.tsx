import { useT } from "#app/components/layout/use-shell.ts";
import { ConsentFields, PersonFields } from "./contact-fields.tsx";
import { TextAreaField, TextField } from "./fields.tsx";
import { LeadForm } from "./lead-form.tsx";

/** The form's id on the property page (posted as `form`); also the section's anchor. */
export const SEND_TO_FRIEND_FORM = "send-to-friend";

/**
 * Send the property to a friend (spec §3 friend fields): who sends it, to whom, and a short
 * message in plain text. The friend gets the page's link from the site, never a link of the post.
 */
export function SendToFriendForm() {
  const t = useT();
  return (
    <section
      className="property-section send-to-friend"
      id="send-to-friend-section"
      aria-labelledby="send-to-friend-heading"
    >
      <h2 id="send-to-friend-heading">{t("form.heading.sendToFriend")}</h2>
      <p>{t("form.sendToFriendIntro")}</p>
      <LeadForm
        id={SEND_TO_FRIEND_FORM}
        submitLabel={t("form.sendToFriendSubmit")}
        schema={() => import("#app/domain/forms/send-to-friend.ts").then((m) => m.sendToFriendSchema)}
      >
        <fieldset className="lead-form__group">
          <legend>{t("form.yourDetails")}</legend>
          <PersonFields phoneRequired={false} />
        </fieldset>
        <fieldset className="lead-form__group">
          <legend>{t("form.friendDetails")}</legend>
          <div className="lead-form__pair">
            <TextField
              name="friendFirstName"
              label={t("form.friendFirstName")}
              required
              autoComplete="off"
              maxLength={80}
            />
            <TextField
              name="friendLastName"
              label={t("form.friendLastName")}
              required
              autoComplete="off"
              maxLength={80}
            />
            <TextField
              name="friendEmail"
              label={t("form.friendEmail")}
              type="email"
              required
              autoComplete="off"
              inputMode="email"
              maxLength={254}
            />
          </div>
          <TextAreaField
            name="message"
            label={t("form.friendMessage")}
            rows={4}
            maxLength={1000}
            hint={t("form.friendMessageHint")}
          />
        </fieldset>
        <ConsentFields />
      </LeadForm>
    </section>
  );
}
