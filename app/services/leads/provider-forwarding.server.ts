import type { Database } from "#db/client.server.ts";
import type { ListingProvider } from "#app/providers/listing-provider.ts";
import { enqueue } from "./outbox.server.ts";
import { LeadForwardingError, providerCallFor, type StoredLead } from "./provider-forwarding.ts";

export type ForwardingResult = "queued" | "not-forwarded" | "incomplete";

/**
 * Queues a stored lead's provider call in the lead's own transaction (outbox channel "provider",
 * idempotency key `${leadId}:provider`, so the same lead is never queued twice). Nothing is queued
 * when the provider takes no leads (the sample) or the kind is not forwarded. A payload the
 * mapping cannot read is reported, not thrown: the lead and its mails must still be stored.
 */
export async function enqueueProviderForwarding(
  tx: Pick<Database, "insert">,
  provider: Pick<ListingProvider, "acceptsLeads"> | null | undefined,
  lead: StoredLead & { id: string },
): Promise<ForwardingResult> {
  if (!provider?.acceptsLeads) return "not-forwarded";
  let call;
  try {
    call = providerCallFor(lead);
  } catch (error) {
    if (error instanceof LeadForwardingError) return "incomplete";
    throw error;
  }
  if (!call) return "not-forwarded";
  await enqueue(tx, { leadId: lead.id, channel: "provider", idempotencyKey: `${lead.id}:provider`, payload: call });
  return "queued";
}
