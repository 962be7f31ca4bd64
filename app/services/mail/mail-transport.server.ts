import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailOptions } from "./mail-message.ts";

/**
 * Where mails go: an SMTP server when SMTP_URL is set, otherwise .eml files under
 * DATA_DIR/outbox (development, demos, a site without a mail server yet: nothing is lost, the
 * files can be opened in any mail client).
 */
export type MailTransport = {
  kind: "smtp" | "eml";
  /** The sender used when a message names none: AGENCY_EMAIL, else noreply@ the site's host. */
  defaultFrom: string;
  send(options: MailOptions): Promise<void>;
  close(): void;
};

/** SMTP waits: short enough that a dead server fails a batch quickly, long enough for a slow one. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** What the transport needs from the environment (server/config.ts parses it; app/ never imports server/). */
export type MailTransportSettings = {
  smtpUrl: string | undefined;
  agencyEmail: string | undefined;
  dataDir: string;
  siteUrl: string;
};

export function createMailTransport(config: MailTransportSettings): MailTransport {
  const defaultFrom = config.agencyEmail ?? `noreply@${new URL(config.siteUrl).hostname}`;
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, defaultFrom)
    : emlTransport(path.join(config.dataDir, "outbox"), defaultFrom);
}

function smtpTransport(url: string, defaultFrom: string): MailTransport {
  const mailer = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: "smtp",
    defaultFrom,
    async send(options) {
      await mailer.sendMail(options);
    },
    close() {
      mailer.close();
    },
  };
}

/**
 * One .eml file per message, named after its Message-ID, so a message delivered twice (at least
 * once) overwrites its own file. Written to a hidden temp name and renamed: a reader never sees
 * half a file.
 */
function emlTransport(folder: string, defaultFrom: string): MailTransport {
  const mailer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    kind: "eml",
    defaultFrom,
    async send(options) {
      const info = await mailer.sendMail(options);
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error("stream transport returned no buffer");
      await fs.mkdir(folder, { recursive: true });
      const name = `${options.messageId.replace(/^<|>$/g, "").replace(/[^A-Za-z0-9._%@=+-]/g, "_")}.eml`;
      const temp = path.join(folder, `.${name}.${crypto.randomBytes(4).toString("hex")}.tmp`);
      await fs.writeFile(temp, raw);
      await fs.rename(temp, path.join(folder, name));
    },
    close() {
      mailer.close();
    },
  };
}
