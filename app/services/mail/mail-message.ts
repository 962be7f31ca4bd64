import { z } from "zod";

/**
 * A mail as the outbox stores it (the row's payload): what to send, not how. Built by the lead
 * services, turned into transport options by `buildMailOptions` when the worker delivers it.
 */
export const mailMessageSchema = z.object({
  to: z.string().min(1),
  /** Unset: the transport's default sender (the agency's address). */
  from: z.string().min(1).optional(),
  replyTo: z.string().min(1).optional(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  /** One-click unsubscribe link (RFC 8058) for mails sent to a subscriber. */
  unsubscribeUrl: z.url().optional(),
});

export type MailMessage = z.infer<typeof mailMessageSchema>;

/** What a mail transport sends: nodemailer's message fields, without depending on nodemailer. */
export type MailOptions = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  headers: Record<string, string>;
};

/**
 * The transport options for one outbox message. The Message-ID is derived from the outbox row's
 * idempotency key, so a mail sent twice (a crash after sending, before marking it delivered) is
 * recognisable as the same message by the receiving side.
 */
export function buildMailOptions(
  message: MailMessage,
  options: { idempotencyKey: string; defaultFrom: string },
): MailOptions {
  const from = message.from ?? options.defaultFrom;
  const headers: Record<string, string> = {};
  if (message.unsubscribeUrl) {
    // RFC 8058: mail clients offer "unsubscribe" and POST to the link without a confirmation page.
    headers["List-Unsubscribe"] = `<${message.unsubscribeUrl}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  return {
    from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    ...(message.html !== undefined ? { html: message.html } : {}),
    messageId: messageIdFor(options.idempotencyKey, from),
    headers,
  };
}

/**
 * `<key@domain>` with the key escaped to RFC 5322 atext (percent-encoding, which stays reversible
 * and so keeps distinct keys distinct) and the sender's domain on the right.
 */
export function messageIdFor(idempotencyKey: string, from: string): string {
  const local = encodeURIComponent(idempotencyKey).replace(
    /[().]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `<${local}@${senderDomain(from)}>`;
}

function senderDomain(from: string): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
  const domain = address
    .slice(address.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
  return /^[a-z0-9.-]+$/.test(domain) && domain.includes(".") ? domain : "localhost";
}
