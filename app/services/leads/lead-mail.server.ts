import type { MailMessage } from "#app/services/mail/mail-message.ts";

/**
 * Composing the plain mails of the lead forms: a text part and a simple HTML part with the same
 * content (escaped: every value comes from a visitor). No template engine: a mail here is a
 * greeting, paragraphs, labelled rows and a link or two.
 */
export type MailRow = { label: string; value: string };
export type MailBlock = { paragraph: string } | { rows: MailRow[] } | { link: { href: string; text: string } };

export type ComposedMail = {
  to: string;
  replyTo?: string;
  subject: string;
  blocks: MailBlock[];
  /** One-click unsubscribe (RFC 8058 headers) and the link at the foot of the mail. */
  unsubscribe?: { url: string; text: string };
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** Header injection is impossible through nodemailer, but a subject stays one readable line. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ").trim();

function textOf(block: MailBlock): string {
  if ("paragraph" in block) return block.paragraph;
  if ("rows" in block) return block.rows.map((row) => `${row.label}: ${row.value.includes("\n") ? `\n${row.value}` : row.value}`).join("\n");
  return `${block.link.text}: ${block.link.href}`;
}

function htmlOf(block: MailBlock): string {
  if ("paragraph" in block) return `<p>${escapeHtml(block.paragraph).replace(/\n/g, "<br>")}</p>`;
  if ("rows" in block) {
    const rows = block.rows
      .map((row) => `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0">${escapeHtml(row.label)}</th><td style="padding:2px 0">${escapeHtml(row.value).replace(/\n/g, "<br>")}</td></tr>`)
      .join("");
    return `<table role="presentation" cellspacing="0" cellpadding="0">${rows}</table>`;
  }
  return `<p><a href="${escapeHtml(block.link.href)}">${escapeHtml(block.link.text)}</a></p>`;
}

export function composeMail(mail: ComposedMail): MailMessage {
  const blocks = mail.unsubscribe ? [...mail.blocks, { link: { href: mail.unsubscribe.url, text: mail.unsubscribe.text } }] : mail.blocks;
  return {
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: oneLine(mail.subject),
    text: blocks.map(textOf).join("\n\n") + "\n",
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">${blocks.map(htmlOf).join("\n")}</body></html>`,
    ...(mail.unsubscribe ? { unsubscribeUrl: mail.unsubscribe.url } : {}),
  };
}
