import { z } from "zod";
import { unsafeForThirdParty, type UnsafeText } from "#app/lib/third-party-text.ts";
import { contactShape, emailField, optionalText, personNameField, phoneField } from "./fields.ts";

/**
 * Send a property to a friend (spec §3 friend first/last name and e-mail; §5 "friend e-mail empty
 * or invalid"). The friend's mail is written by the site and carries the visitor's names and message
 * as plain text: no field of it may hold a link, an e-mail address or markup (decision 0031), so the
 * form cannot carry a spammer's URL to any address (with the rate limit, the captcha on demand of
 * every form, and the daily limits per friend and per sender).
 */
const FRIEND_MESSAGE_MAX = 1000;

const UNSAFE_MESSAGE: Record<UnsafeText, `validation.${string}`> = {
  link: "validation.noLinks",
  email: "validation.noEmailAddresses",
  markup: "validation.noMarkup",
};

/** A phone number the visitor may leave out (their friend gets the mail, not a call). */
const optionalPhone = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  phoneField.optional(),
);

export const sendToFriendSchema = z.object({
  ...contactShape,
  phone: optionalPhone,
  friendFirstName: personNameField("validation.firstName"),
  friendLastName: personNameField("validation.lastName"),
  friendEmail: emailField("validation.friendEmailInvalid", "validation.friendEmailInvalid"),
  message: optionalText(FRIEND_MESSAGE_MAX).superRefine((text, ctx) => {
    const unsafe = text === undefined ? null : unsafeForThirdParty(text);
    if (unsafe) ctx.addIssue({ code: "custom", message: UNSAFE_MESSAGE[unsafe] });
  }),
});

export type SendToFriend = z.output<typeof sendToFriendSchema>;
