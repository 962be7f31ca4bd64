import { data, type AppLoadContext } from "react-router";
import { requestPage } from "#app/i18n/page-route.server.ts";
import { FORM_FIELD } from "#app/lib/form-fields.ts";
import { formValues } from "#app/lib/form-submission.ts";
import { propertyContactSchema } from "#app/domain/forms/property-contact.ts";
import { documentsRequestSchema } from "#app/domain/forms/documents-request.ts";
import { sendToFriendSchema } from "#app/domain/forms/send-to-friend.ts";
import { PROPERTY_CONTACT_FORM } from "#app/components/forms/property-contact-form.tsx";
import { DOCUMENTS_REQUEST_FORM } from "#app/components/forms/documents-request-form.tsx";
import { SEND_TO_FRIEND_FORM } from "#app/components/forms/send-to-friend-form.tsx";
import { listingPath, parseListingId, propertyNotFoundData } from "#app/services/listings/property-detail.server.ts";
import { databaseDown, enabledTimeSlots, readForm, receiveLeadForm, unknownForm } from "./lead-form.server.ts";
import { acceptPropertyContact } from "./property-contact.server.ts";
import { acceptDocumentsRequest } from "./documents-request.server.ts";
import { acceptSendToFriend } from "./send-to-friend.server.ts";

/**
 * A post of one of a property page's forms (ask for info or a visit, request the documents, send to
 * a friend). The listing must still be on offer (else the "property not found or sold" page, 404);
 * a listing that cannot be read answers "database down" with what was typed; the form named by the
 * post decides the rest.
 */
export async function receivePropertyForm(context: AppLoadContext, request: Request, idParam: string | undefined) {
  const { locale } = requestPage(context, request);
  const id = parseListingId(idParam);
  if (!locale || id === null) throw data(null, { status: 404 });
  const formData = await readForm(request);
  const formId = formData?.get(FORM_FIELD);
  let found;
  try {
    found = await context.catalogue.propertyForForm(id, locale);
  } catch (error) {
    context.logger?.error({ err: error }, "listing not readable for a form post");
    return databaseDown(typeof formId === "string" ? formId : "", locale, formData ? formValues(formData) : {});
  }
  if (!found) throw data(propertyNotFoundData(context.content, locale), { status: 404 });
  const listing = {
    id,
    title: found.title,
    url: `${context.config.siteUrl}${listingPath(context.content.routes.routes, found, locale)}`,
  };

  switch (formId) {
    case PROPERTY_CONTACT_FORM:
      return receiveLeadForm({
        request,
        context,
        locale,
        form: PROPERTY_CONTACT_FORM,
        feedback: "contact-me",
        schema: propertyContactSchema(enabledTimeSlots(context)),
        ...(formData ? { formData } : {}),
        accept: (value) => acceptPropertyContact(context, locale, listing, value),
      });
    case DOCUMENTS_REQUEST_FORM:
      return receiveLeadForm({
        request,
        context,
        locale,
        form: DOCUMENTS_REQUEST_FORM,
        feedback: "documents",
        schema: documentsRequestSchema,
        ...(formData ? { formData } : {}),
        accept: (value) => acceptDocumentsRequest(context, locale, { kind: "property", ...listing }, value),
      });
    case SEND_TO_FRIEND_FORM:
      return receiveLeadForm({
        request,
        context,
        locale,
        form: SEND_TO_FRIEND_FORM,
        feedback: "send-to-friend",
        schema: sendToFriendSchema,
        ...(formData ? { formData } : {}),
        accept: (value) => acceptSendToFriend(context, locale, listing, value),
      });
    default:
      return unknownForm(locale);
  }
}
