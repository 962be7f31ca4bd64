/**
 * The names of the form-control fields every public form posts beside its own fields: which form
 * of the page it is, the honeypot, and the two captchas (decision 0007: the widget's proof of
 * work; decision 0032: the question for visitors without JavaScript). The form components render
 * them and the server reads and strips them, both from here, so the two never drift apart.
 * Isomorphic and dependency-free.
 */

/** Which form of a page was posted (a property page has several). */
export const FORM_FIELD = "form";
/** The hidden field bots fill in and people never see. */
export const HONEYPOT_FIELD = "homepage";
/** The captcha widget's field (its solution, base64). */
export const CAPTCHA_FIELD = "altcha";
/** The signed token of the question asked to visitors without JavaScript. */
export const QUESTION_TOKEN_FIELD = "challengeToken";
/** The visitor's answer to that question. */
export const QUESTION_ANSWER_FIELD = "challengeAnswer";
