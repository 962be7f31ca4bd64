/**
 * A small RFC 5322/MIME reader for the mails our own transports write (nodemailer's output):
 * unfolded headers with RFC 2047 words decoded, and the text and html parts of a
 * multipart/alternative body in quoted-printable, base64 or 7bit. Enough for tests; not a general
 * mail parser.
 */
export type ParsedMail = {
  headers: Map<string, string>;
  header(name: string): string | undefined;
  text: string | undefined;
  html: string | undefined;
};

export function parseMail(raw: string | Buffer): ParsedMail {
  const source = (typeof raw === "string" ? raw : raw.toString("utf8")).replace(/\r\n/g, "\n");
  const { headers, body } = splitPart(source);
  const parts: { text?: string; html?: string } = {};
  collectParts(headers, body, parts);
  return { headers, header: (name) => headers.get(name.toLowerCase()), text: parts.text, html: parts.html };
}

function splitPart(source: string): { headers: Map<string, string>; body: string } {
  const end = source.indexOf("\n\n");
  const head = end === -1 ? source : source.slice(0, end);
  const body = end === -1 ? "" : source.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function collectParts(headers: Map<string, string>, body: string, into: { text?: string; html?: string }) {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      const part = splitPart(section.replace(/^\n/, ""));
      collectParts(part.headers, part.body, into);
    }
    return;
  }
  const content = decodeBody(body, headers.get("content-transfer-encoding") ?? "7bit");
  if (/^text\/html/i.test(type)) into.html ??= content;
  else if (/^text\/plain/i.test(type)) into.text ??= content;
}

function decodeBody(body: string, encoding: string): string {
  const trimmed = body.replace(/\n$/, "");
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(trimmed.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return qpDecode(trimmed.replace(/=\n/g, ""));
    default:
      return trimmed;
  }
}

function qpDecode(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BQ]\?[^?]*\?=)\s+(?==\?)/gi, "$1")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : qpDecode(data.replace(/_/g, " ")),
    );
}
