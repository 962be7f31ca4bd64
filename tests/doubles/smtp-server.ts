import { renameSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { parseMail, type ParsedMail } from "./parse-mail.ts";

export type ReceivedMail = ParsedMail & { envelopeFrom: string | null; envelopeTo: string[]; raw: string };

/**
 * A real SMTP server on loopback that keeps what it receives. `stop()` and `start()` again take it
 * down and bring it back on the same port, so tests can show a mail server outage. Given a
 * `mailbox` folder, it also writes each mail there as `<n>.eml` (n counting from 1), for tests in
 * other processes (the browser tests read the e2e server's mail through tests/e2e/fixtures/mailbox.ts).
 */
export class SmtpDouble {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private port = 0;

  constructor(private readonly options: { mailbox?: string } = {}) {}

  /** smtp:// URL for SMTP_URL; valid once started. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    if (this.server) return this;
    const server = new SMTPServer({
      // Plain SMTP on loopback: no STARTTLS offer (its self-signed certificate would be refused)
      // and no login.
      disabledCommands: ["STARTTLS", "AUTH"],
      authOptional: true,
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          if (this.options.mailbox) {
            // Written aside and renamed: a reader never sees half a mail.
            const file = join(this.options.mailbox, `${this.received.length + 1}.eml`);
            writeFileSync(`${file}.partial`, raw);
            renameSync(`${file}.partial`, file);
          }
          this.received.push({
            ...parseMail(raw),
            raw,
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
    server.on("error", () => {});
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export async function startSmtpDouble(options: { mailbox?: string } = {}): Promise<SmtpDouble> {
  return new SmtpDouble(options).start();
}
