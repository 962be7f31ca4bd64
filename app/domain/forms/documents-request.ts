import { z } from "zod";
import { contactShape } from "./fields.ts";

/**
 * Request a listing's documents (a property's or a project's): the person, the privacy consent and
 * the newsletter opt-in. The documents themselves come from the listing, never from the post.
 */
export const documentsRequestSchema = z.object({ ...contactShape });

export type DocumentsRequest = z.output<typeof documentsRequestSchema>;
