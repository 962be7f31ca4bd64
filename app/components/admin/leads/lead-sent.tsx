import { useConsole } from "#app/components/admin/use-console.ts";

export type LeadSentView = {
  received: { iso: string; text: string };
  language: string;
  status: string;
  listing: { kind: "property" | "project"; id: number; label: string; href: string } | null;
  fields: readonly { path: string; label: string; value: string }[];
  erasedOn: string | null;
};

/** The lead itself: when, in which language, about which listing, and every field the visitor filled in. */
export function LeadSent({ lead }: { lead: LeadSentView }) {
  const { t } = useConsole();
  return (
    <section className="console-panel console-leads__sent" aria-labelledby="lead-sent">
      <h2 id="lead-sent">{t("leads.lead.sent")}</h2>
      <dl className="console-definitions">
        <dt>{t("leads.lead.received")}</dt>
        <dd>
          <time dateTime={lead.received.iso}>{lead.received.text}</time>
        </dd>
        <dt>{t("leads.lead.language")}</dt>
        <dd>{lead.language}</dd>
        <dt>{t("leads.lead.listing")}</dt>
        <dd>
          {lead.listing ? (
            <a href={lead.listing.href}>
              {lead.listing.kind === "project" ? t("leads.project", { name: lead.listing.label }) : lead.listing.label}
            </a>
          ) : (
            t("leads.lead.noListing")
          )}
        </dd>
        <dt>{t("leads.lead.delivery")}</dt>
        <dd>{lead.status}</dd>
        {lead.fields.map((field) => (
          <FieldRow key={field.path} label={field.label} value={field.value} />
        ))}
      </dl>
      {lead.fields.length === 0 && !lead.erasedOn ? <p>{t("leads.lead.nothingSent")}</p> : null}
    </section>
  );
}

function FieldRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
