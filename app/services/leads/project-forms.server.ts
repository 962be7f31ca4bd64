import { data, type AppLoadContext } from "react-router";
import { requestPage } from "#app/i18n/page-route.server.ts";
import { FORM_FIELD } from "#app/lib/form-fields.ts";
import { formValues } from "#app/lib/form-submission.ts";
import { projectEnquirySchema } from "#app/domain/forms/project-enquiry.ts";
import { documentsRequestSchema } from "#app/domain/forms/documents-request.ts";
import { PROJECT_ENQUIRY_FORM } from "#app/components/forms/project-enquiry-form.tsx";
import { DOCUMENTS_REQUEST_FORM } from "#app/components/forms/documents-request-form.tsx";
import { parseListingId } from "#app/services/listings/property-detail.server.ts";
import { projectNotFoundData, projectPath } from "#app/services/listings/project-detail.server.ts";
import { databaseDown, errorForLog, readForm, receiveLeadForm, unknownForm } from "./lead-form.server.ts";
import { acceptProjectEnquiry } from "./project-enquiry.server.ts";
import { acceptDocumentsRequest } from "./documents-request.server.ts";

/**
 * A post of one of a project page's forms (ask for info about the project, request its documents).
 * The project must still be on offer on this site (not withdrawn, not sent to its own website),
 * else the "project not found" page (404); a project that cannot be read answers "database down"
 * with what was typed.
 */
export async function receiveProjectForm(context: AppLoadContext, request: Request, idParam: string | undefined) {
  const { locale } = requestPage(context, request);
  const id = parseListingId(idParam);
  if (!locale || id === null) throw data(null, { status: 404 });
  const formData = await readForm(request);
  const formId = formData?.get(FORM_FIELD);
  let result;
  try {
    result = await context.catalogue.project(id, locale, { fresh: true });
  } catch (error) {
    context.logger?.error({ error: errorForLog(error) }, "project not readable for a form post");
    return databaseDown(typeof formId === "string" ? formId : "", locale, formData ? formValues(formData) : {});
  }
  if (result.kind !== "project") throw data(projectNotFoundData(context.content, locale), { status: 404 });
  const project = {
    id,
    title: result.view.title,
    url: `${context.config.siteUrl}${projectPath(context.content.routes.routes, result.routeParams, locale)}`,
  };
  const common = { request, context, locale, ...(formData ? { formData } : {}) };

  switch (formId) {
    case PROJECT_ENQUIRY_FORM:
      return receiveLeadForm({
        ...common,
        form: PROJECT_ENQUIRY_FORM,
        feedback: "contact-construction",
        schema: projectEnquirySchema,
        accept: (value) => acceptProjectEnquiry(context, locale, project, value),
      });
    case DOCUMENTS_REQUEST_FORM:
      return receiveLeadForm({
        ...common,
        form: DOCUMENTS_REQUEST_FORM,
        feedback: "documents",
        schema: documentsRequestSchema,
        accept: (value) => acceptDocumentsRequest(context, locale, { kind: "project", ...project }, value),
      });
    default:
      return unknownForm(locale);
  }
}
