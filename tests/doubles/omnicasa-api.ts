import fs from "node:fs";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import path from "node:path";
import { toDate, toProviderDateTime } from "#app/providers/omnicasa/coerce.ts";

/**
 * A loopback HTTP server that speaks Omnicasa's legacy JSON API as far as public client code shows
 * it (../shared/provider/omnicasa-notes.md): `GET /1.12/OmnicasaService.svc/{Method}Json?json=…`,
 * credentials inside the JSON (keys read case-insensitively), the `{Method}JsonResult {Code,
 * Message, Success, Value}` envelope, lists as `{From, To, RowsCount, Items}` paged with a 1-based
 * inclusive Limit1/Limit2, one answer per LanguageId, comma-joined id filters, ChangeSince on
 * LastChangedDate, GetDeletedPropertyIDs, the lead methods (recorded), and the pictures the
 * listings point at (`/pictures/{file}`). Its catalogue starts from recorded-shape fixtures
 * (tests/fixtures/omnicasa/) and tests change it. Failures are injected per method: an HTTP
 * status, `Success:false`, a body that is not JSON, or no answer at all; `stop()` takes it down.
 */

export type InjectedFailure =
  | { status: number }
  | { successFalse: string; code?: number }
  | { notJson: true }
  /** A list answer with no items although RowsCount says there are more (a glitch seen in paging). */
  | { emptyItems: true }
  /** Accepts the connection and never answers (the client's timeout must end the call). */
  | { hang: true }
  /** A successful answer of this many bytes, streamed in chunks without a Content-Length (a runaway export). */
  | { hugeBody: number };

export type RecordedCall = { method: string; params: Record<string, unknown> };

const LANGUAGES: Record<number, string> = { 1: "nl", 2: "fr", 3: "en", 4: "de" };
const SERVICE_PATH = "/1.12/OmnicasaService.svc/";
const LEAD_METHODS: Record<string, unknown> = {
  ContactOnMe: true,
  ContactOnMeProject: true,
  DemandRegister: 7001,
  RegisterPerson: 9001,
};

const OMNICASA_FIXTURES = path.resolve(import.meta.dirname, "../fixtures/omnicasa");
const PICTURES_DIR = path.resolve(import.meta.dirname, "../../data/sample/pictures");

type Item = Record<string, unknown>;

export class OmnicasaDouble {
  readonly customerName = "agence-test";
  readonly customerPassword = "Pw-7c1f-secret";
  /** Every API request, in order (pictures excluded). */
  readonly calls: RecordedCall[] = [];
  /** Picture requests, by file name. */
  readonly pictureRequests: string[] = [];
  /** Properties per language (the fixture's languages). */
  properties: Record<string, Item[]> = {};
  projects: Record<string, Item[]> = {};
  webIds: Record<string, Item[]> = {};
  cities: Record<"sale" | "rent", Item[]> = { sale: [], rent: [] };
  deletedIds: number[] = [];
  /** Bytes of the last `hugeBody` answer actually sent before the client hung up (or all of them). */
  hugeBodySent = 0;
  private refusal: Record<string, unknown> = {};
  private failures: Array<{ method: string; failure: InjectedFailure; remaining: number }> = [];
  private server: http.Server | null = null;
  private sockets = new Set<Socket>();
  private port = 0;

  /** Base URL for OMNICASA_BASE_URL. */
  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}${SERVICE_PATH}`;
  }

  /** Where the fixtures' pictures are served. */
  get picturesUrl(): string {
    return `http://127.0.0.1:${this.port}/pictures`;
  }

  get host(): string {
    return `127.0.0.1:${this.port}`;
  }

  /** Loads the recorded-shape fixtures (again), with the pictures pointing at this server. */
  reset(): void {
    const read = (file: string, method: string): Item[] => {
      const text = fs
        .readFileSync(path.join(OMNICASA_FIXTURES, file), "utf8")
        .replaceAll("{{PICTURES}}", this.picturesUrl);
      const json = JSON.parse(text) as Record<string, { Value: { Items: Item[] } }>;
      return json[`${method}JsonResult`]!.Value.Items;
    };
    this.properties = {
      nl: read("GetPropertyList.nl.json", "GetPropertyList"),
      fr: read("GetPropertyList.fr.json", "GetPropertyList"),
    };
    this.projects = {
      nl: read("GetProjectList.nl.json", "GetProjectList"),
      fr: read("GetProjectList.fr.json", "GetProjectList"),
    };
    this.webIds = {
      nl: read("GetWebIDList.nl.json", "GetWebIDList"),
      fr: read("GetWebIDList.fr.json", "GetWebIDList"),
    };
    this.cities = {
      sale: read("GetCityListOfObjects.sale.json", "GetCityListOfObjects"),
      rent: read("GetCityListOfObjects.rent.json", "GetCityListOfObjects"),
    };
    const fixture = (file: string) =>
      JSON.parse(fs.readFileSync(path.join(OMNICASA_FIXTURES, file), "utf8")) as Record<
        string,
        Record<string, unknown>
      >;
    this.deletedIds = [...(fixture("GetDeletedPropertyIDs.json").GetDeletedPropertyIDsJsonResult!.Value as number[])];
    // The recorded answer to a wrong customer name or password (ValidateCustomer).
    this.refusal = fixture("ExceptionMessage.json").ValidateCustomerJsonResult!;
    this.failures = [];
    this.calls.length = 0;
    this.pictureRequests.length = 0;
  }

  /** The next `times` requests of `method` ("*": any method) fail as given. */
  fail(method: string, failure: InjectedFailure, times = 1): void {
    this.failures.push({ method, failure, remaining: times });
  }

  /** Changes a property in every language (e.g. a new price), with a new LastChangedDate. */
  changeProperty(id: number, changes: Item, changedAt = toProviderDateTime(new Date())): void {
    for (const items of Object.values(this.properties)) {
      const item = items.find((p) => Number(p.ID) === id);
      if (item) Object.assign(item, changes, { LastChangedDate: changedAt });
    }
  }

  /** Adds a property in every language (built from an existing one). */
  addProperty(fromId: number, id: number, changes: Item = {}, changedAt = toProviderDateTime(new Date())): void {
    for (const items of Object.values(this.properties)) {
      const source = items.find((p) => Number(p.ID) === fromId);
      if (source)
        items.push({
          ...structuredClone(source),
          ...changes,
          ID: id,
          CreatedDate: changedAt,
          LastChangedDate: changedAt,
        });
    }
  }

  /** Removes a property upstream: gone from the lists, listed by GetDeletedPropertyIDs. */
  removeProperty(id: number, options: { reportDeleted?: boolean } = {}): void {
    for (const [locale, items] of Object.entries(this.properties))
      this.properties[locale] = items.filter((p) => Number(p.ID) !== id);
    if (options.reportDeleted !== false) this.deletedIds.push(id);
  }

  callsOf(method: string): RecordedCall[] {
    return this.calls.filter((c) => c.method === method);
  }

  async start(): Promise<this> {
    if (this.server) return this;
    if (!this.port) {
      // First start: fixtures are loaded once the port (and so the pictures' URL) is known.
      await this.listen();
      this.reset();
    } else {
      await this.listen();
    }
    return this;
  }

  /** Takes the server down (connections refused) until `start()`; open connections are cut. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async listen(): Promise<void> {
    const server = http.createServer((req, res) => this.handle(req, res));
    server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = new URL(req.url ?? "/", "http://double");
    if (url.pathname.startsWith("/pictures/")) return this.picture(url.pathname.slice("/pictures/".length), res);
    const match = new RegExp(`^${SERVICE_PATH.replaceAll(".", "\\.")}(\\w+)Json$`).exec(url.pathname);
    if (req.method !== "GET" || !match) return void res.writeHead(404).end("Endpoint not found.");
    const method = match[1]!;
    let params: Record<string, unknown>;
    try {
      params = JSON.parse(url.searchParams.get("json") ?? "{}") as Record<string, unknown>;
    } catch {
      return void res.writeHead(400).end("Bad Request");
    }
    this.calls.push({ method, params });

    const injected = this.failures.find((f) => f.remaining > 0 && (f.method === method || f.method === "*"));
    if (injected) {
      injected.remaining--;
      const failure = injected.failure;
      if ("hang" in failure) return; // never answered
      if ("hugeBody" in failure) return void this.hugeBody(res, method, failure.hugeBody);
      if ("status" in failure)
        return void res.writeHead(failure.status, { "Content-Type": "text/html" }).end("<h1>Server Error</h1>");
      if ("notJson" in failure)
        return void res.writeHead(200, { "Content-Type": "text/html" }).end("<html>maintenance</html>");
      if ("emptyItems" in failure) {
        const total = (this.properties.nl ?? []).length;
        return this.envelope(res, method, {
          Code: 0,
          Message: "",
          Success: true,
          Value: { From: 0, To: 0, RowsCount: total, Items: [] },
        });
      }
      return this.envelope(res, method, {
        Code: failure.code ?? 600,
        Message: failure.successFalse,
        Success: false,
        Value: null,
      });
    }

    if (
      param(params, "CustomerName") !== this.customerName ||
      param(params, "CustomerPassword") !== this.customerPassword
    ) {
      return this.envelope(res, method, this.refusal);
    }
    const language = LANGUAGES[Number(param(params, "LanguageId") ?? 1)] ?? "nl";
    switch (method) {
      case "GetPropertyList":
      case "GetPropertiesByIDs":
        return this.list(res, method, this.filterProperties(this.properties[language] ?? [], params), params);
      case "GetDeletedPropertyIDs":
        return this.envelope(res, method, { Code: 0, Message: "", Success: true, Value: [...this.deletedIds] });
      case "GetProjectList":
        return this.list(res, method, this.projects[language] ?? [], params);
      case "GetWebIDList":
        // As the public client notes: this method refuses OfficeID.
        if (param(params, "OfficeID") !== undefined)
          return this.envelope(res, method, {
            Code: 600,
            Message: "OfficeID is not a parameter of GetWebIDList",
            Success: false,
            Value: null,
          });
        return this.list(res, method, this.webIds[language] ?? [], params);
      case "GetCityListOfObjects":
        return this.list(res, method, Number(param(params, "Goal")) === 1 ? this.cities.rent : this.cities.sale, {});
      default:
        if (method in LEAD_METHODS)
          return this.envelope(res, method, { Code: 0, Message: "", Success: true, Value: LEAD_METHODS[method] });
        return this.envelope(res, method, {
          Code: 404,
          Message: `Unknown method ${method}`,
          Success: false,
          Value: null,
        });
    }
  }

  private filterProperties(items: Item[], params: Record<string, unknown>): Item[] {
    let out = [...items].sort((a, b) => Number(a.ID) - Number(b.ID));
    const ids = idList(param(params, "IDs"));
    if (ids) out = out.filter((p) => ids.includes(Number(p.ID)));
    const statuses = idList(param(params, "Status"));
    if (statuses) out = out.filter((p) => statuses.includes(Number(p.Status)));
    const projectId = param(params, "ProjectID");
    if (projectId !== undefined) out = out.filter((p) => Number(p.ProjectID) === Number(projectId));
    const since = param(params, "ChangeSince");
    if (typeof since === "string") {
      const sinceDate = toDate(since);
      out = out.filter((p) => {
        const changed = toDate(p.LastChangedDate);
        return sinceDate && changed && changed > sinceDate;
      });
    }
    return out;
  }

  private list(res: http.ServerResponse, method: string, items: Item[], params: Record<string, unknown>): void {
    const limit1 = param(params, "Limit1");
    const limit2 = param(params, "Limit2");
    // 1-based, inclusive; without limits, every row.
    const from = limit1 === undefined ? 1 : Math.max(1, Number(limit1));
    const to = limit2 === undefined ? items.length : Math.min(items.length, Number(limit2));
    const page = items.slice(from - 1, Math.max(from - 1, to));
    this.envelope(res, method, {
      Code: 0,
      Message: "",
      Success: true,
      Value: { From: from, To: from + page.length - 1, RowsCount: items.length, Items: page },
    });
  }

  /** Streams `bytes` of one JSON answer (a single huge item) as fast as the client reads it; stops when it hangs up. */
  private async hugeBody(res: http.ServerResponse, method: string, bytes: number): Promise<void> {
    this.hugeBodySent = 0;
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
    const head = `{"${method}JsonResult":{"Code":0,"Message":"","Success":true,"Value":{"RowsCount":1,"Items":[{"ID":1,"Title":"`;
    const tail = `"}]}}}`;
    const chunk = "x".repeat(64 * 1024);
    let closed = false;
    res.on("close", () => (closed = true));
    const write = async (text: string) => {
      this.hugeBodySent += Buffer.byteLength(text);
      if (!res.write(text))
        await new Promise<void>((resolve) =>
          closed ? resolve() : (res.once("drain", resolve), res.once("close", resolve)),
        );
    };
    await write(head);
    while (!closed && this.hugeBodySent + chunk.length + tail.length < bytes) await write(chunk);
    if (!closed) res.end(tail);
  }

  private envelope(res: http.ServerResponse, method: string, result: Record<string, unknown>): void {
    res
      .writeHead(200, { "Content-Type": "application/json; charset=utf-8" })
      .end(JSON.stringify({ [`${method}JsonResult`]: result }));
  }

  private picture(file: string, res: http.ServerResponse): void {
    this.pictureRequests.push(file);
    if (!/^[\w-]+\.jpg$/.test(file)) return void res.writeHead(404).end();
    const full = path.join(PICTURES_DIR, file);
    if (!fs.existsSync(full)) return void res.writeHead(404).end();
    res.writeHead(200, { "Content-Type": "image/jpeg" }).end(fs.readFileSync(full));
  }
}

/** A parameter read case-insensitively, as the API does. */
function param(params: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(params).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : params[key];
}

function idList(value: unknown): number[] | null {
  if (value === undefined || value === null || value === "") return null;
  return String(value)
    .split(",")
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isFinite(n));
}

export async function startOmnicasaDouble(): Promise<OmnicasaDouble> {
  return new OmnicasaDouble().start();
}
