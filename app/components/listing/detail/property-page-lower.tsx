import type { PropertyDetailView } from "#app/services/listings/listing-views.ts";
import { FieldGroups } from "./detail-fields.tsx";
import { DocumentsSection } from "./documents-section.tsx";
import { LocationSection } from "./location-section.tsx";
import { MandatoryMentions } from "./mandatory-mentions.tsx";
import { MediaEmbed } from "./media-embed.tsx";
import { PurchaseCalculator, type PurchaseCalculatorData } from "./purchase-calculator.tsx";
import { PropertyContactForm } from "#app/components/forms/property-contact-form.tsx";
import { DocumentsRequestForm } from "#app/components/forms/documents-request-form.tsx";
import { SendToFriendForm } from "#app/components/forms/send-to-friend-form.tsx";

/**
 * The lower part of a property's detail page (PropertyPage loads it on demand): every detail field
 * by group, the region's mandatory mentions, the purchase-cost calculator (sale listings), video
 * and tour, location, documents, and while the listing is on offer the documents request, the
 * contact form and the send-to-a-friend form.
 */
export default function PropertyPageLower({
  view,
  place,
  timeSlots,
  calculator,
}: {
  view: PropertyDetailView;
  place: string;
  timeSlots: readonly string[];
  calculator?: PurchaseCalculatorData | null;
}) {
  const available = view.availability === "available";
  return (
    <>
      <FieldGroups groups={view.groups} />
      {view.mentions ? <MandatoryMentions mentions={view.mentions} /> : null}
      {calculator ? <PurchaseCalculator data={calculator} /> : null}
      {view.media.map((media) => (
        <MediaEmbed key={media.role} media={media} />
      ))}
      <LocationSection place={place} mapUrl={view.mapUrl} streetViewUrl={view.streetViewUrl} />
      <DocumentsSection documents={view.documents}>{available ? <DocumentsRequestForm /> : null}</DocumentsSection>
      {available ? (
        <>
          <PropertyContactForm slots={timeSlots} visit={view.listKey !== "holiday-homes"} />
          <SendToFriendForm />
        </>
      ) : null}
    </>
  );
}
