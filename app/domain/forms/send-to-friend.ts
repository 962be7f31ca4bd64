import { z } from "zod";
import { contactShape, emailField, optionalText, phoneField, requiredText } from "./fields.ts";

/**
 * Send a property to a friend (spec §3 friend first/last name and e-mail; §5 "friend e-mail empty
 * or invalid"). The friend's mail is written by the site and carries the visitor's message as
 * plain text; links in that message are refused, so the form cannot carry a spammer's URL to any
 * address (with the rate limit and the captcha on demand of every form).
 */
export const FRIEND_MESSAGE_MAX = 1000;

/** http(s)://…, www.…, or a bare domain with a path or a common top-level domain. */
const LINK = /(\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|net|org|info|biz|be|nl|fr|de|eu|io|ru|xyz|top|click|link|ly|co)\b)/i;

export function containsLink(text: string): boolean {
  return LINK.test(text);
}

/** A phone number the visitor may leave out (their friend gets the mail, not a call). */
const optionalPhone = z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), phoneField.optional());

export const sendToFriendSchema = z.object({
  ...contactShape,
  phone: optionalPhone,
  friendFirstName: requiredText("validation.firstName", 80),
  friendLastName: requiredText("validation.lastName", 80),
  friendEmail: emailField("validation.friendEmailInvalid", "validation.friendEmailInvalid"),
  message: optionalText(FRIEND_MESSAGE_MAX).refine((text) => text === undefined || !containsLink(text), "validation.noLinks"),
});

export type SendToFriend = z.output<typeof sendToFriendSchema>;
