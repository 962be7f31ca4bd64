import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { parseMail, type ParsedMail } from "./parse-mail.ts";

export type ReceivedMail = ParsedMail & { envelopeFrom: string | null; envelopeTo: string[]; raw: string };

/**
 * A real SMTP server on loopback that keeps what it receives. `stop()` and `start()` again take it
 * down and bring it back on the same port, so tests can show a mail server outage.
 */
export class SmtpDouble {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private port = 0;

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

export async function startSmtpDouble(): Promise<SmtpDouble> {
  return new SmtpDouble().start();
}
