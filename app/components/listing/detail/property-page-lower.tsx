import type { ReactNode } from "react";
import { useActionData } from "react-router";
import { useT } from "#app/components/layout/use-shell.ts";
import type { PropertyDetailView } from "#app/services/listings/listing-views.ts";
import { FieldGroups } from "./detail-fields.tsx";
import { DocumentsSection } from "./documents-section.tsx";
import { LocationSection } from "./location-section.tsx";
import { MandatoryMentions } from "./mandatory-mentions.tsx";
import { MediaEmbed } from "./media-embed.tsx";
import { PurchaseCalculator, type PurchaseCalculatorData } from "./purchase-calculator.tsx";
import { DOCUMENTS_REQUEST_FORM, DocumentsRequestForm } from "#app/components/forms/documents-request-form.tsx";
import { SEND_TO_FRIEND_FORM, SendToFriendForm } from "#app/components/forms/send-to-friend-form.tsx";

/**
 * The lower part of a property's detail page (PropertyPage loads it on demand): every detail field
 * by group, the region's mandatory mentions, the purchase-cost calculator (sale listings on offer),
 * video and tour, location, documents, and while the listing is on offer the documents request and
 * the send-to-a-friend form. The calculator and those two forms open on demand: each sits in a
 * disclosure (a native <details>, so it opens without JavaScript too, and on a link to a fragment
 * inside it); it is rendered open when the page answers its post with errors or its query.
 */
export default function PropertyPageLower({
  view,
  place,
  calculator,
}: {
  view: PropertyDetailView;
  place: string;
  calculator?: PurchaseCalculatorData | null;
}) {
  const t = useT();
  const available = view.availability === "available";
  const actionData: unknown = useActionData();
  const failedForm =
    typeof actionData === "object" && actionData !== null && "form" in actionData ? actionData.form : null;
  return (
    <>
      <FieldGroups groups={view.groups} />
      {view.mentions ? <MandatoryMentions mentions={view.mentions} /> : null}
      {calculator ? (
        <OnDemand summary={t("calc.title")} open={calculator.expanded} className="property-on-demand--calculator">
          <PurchaseCalculator data={calculator} />
        </OnDemand>
      ) : null}
      {view.media.map((media) => (
        <MediaEmbed key={media.role} media={media} />
      ))}
      <LocationSection
        place={place}
        mapUrl={view.mapUrl}
        streetViewUrl={view.streetViewUrl}
        pin={view.coordinates && { id: view.id, title: view.title, position: view.coordinates }}
      />
      <DocumentsSection documents={view.documents}>
        {available ? (
          <OnDemand summary={t("form.heading.requestDocuments")} open={failedForm === DOCUMENTS_REQUEST_FORM}>
            <div id="documents-request-section">
              <DocumentsRequestForm />
            </div>
          </OnDemand>
        ) : null}
      </DocumentsSection>
      {available ? (
        <OnDemand
          summary={t("form.heading.sendToFriend")}
          open={failedForm === SEND_TO_FRIEND_FORM}
          className="property-section property-on-demand--friend"
        >
          <SendToFriendForm />
        </OnDemand>
      ) : null}
    </>
  );
}

/** A part of the page that opens on demand: its summary is the button, its heading inside is for the outline. */
function OnDemand({
  summary,
  open,
  className = "",
  children,
}: {
  summary: string;
  open: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details className={`property-on-demand ${className}`.trim()} open={open || undefined}>
      <summary className="button button--ghost property-on-demand__summary">{summary}</summary>
      {children}
    </details>
  );
}
