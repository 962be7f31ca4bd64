import type { demandRegistrations, newsletterSubscriptions, testimonials } from "#db/schema.ts";

/**
 * What the console's privacy area knows about one e-mail address (./personal-data.server.ts
 * collects it): the records by kind, their counts, what the page shows and what the export file
 * holds. A plain module: the page's components take its types.
 */
export type LeadRecord = {
  id: string;
  kind: string;
  locale: string;
  /** `contact`: the person sent it; `mentioned`: someone else's lead names the address. */
  role: "contact" | "mentioned";
  status: string;
  handling: string;
  propertyId: number | null;
  projectId: number | null;
  /** The listing as the staff know it: reference and title, or the project's name. */
  listing: string | null;
  createdAt: Date;
  payload: Record<string, unknown>;
  notes: { id: number; staffName: string; body: string; createdAt: Date }[];
};

export type AppointmentRecord = {
  leadId: string;
  propertyId: number | null;
  listing: string | null;
  startsAt: string | null;
  endsAt: string | null;
};

export type MessageRecord = {
  id: number;
  leadId: string | null;
  channel: string;
  status: string;
  createdAt: Date;
  deliveredAt: Date | null;
  payload: Record<string, unknown>;
};

export type DemandRecord = Omit<typeof demandRegistrations.$inferSelect, "unsubscribeTokenHash"> & {
  alerts: { propertyId: number; createdAt: Date; mailedAt: Date | null }[];
};

export type SubscriptionRecord = Omit<typeof newsletterSubscriptions.$inferSelect, "unsubscribeTokenHash">;

export type TestimonialRecord = typeof testimonials.$inferSelect;

export type PersonalData = {
  email: string;
  leads: LeadRecord[];
  appointments: AppointmentRecord[];
  messages: MessageRecord[];
  demands: DemandRecord[];
  subscriptions: SubscriptionRecord[];
  testimonials: TestimonialRecord[];
  owner: {
    id: number;
    email: string;
    name: string;
    locale: string;
    createdAt: Date;
    disabledAt: Date | null;
    propertyIds: number[];
  } | null;
  staff: {
    id: number;
    email: string;
    name: string;
    role: string;
    locale: string;
    createdAt: Date;
    disabledAt: Date | null;
  } | null;
};

/** How much of each kind was found (what the audit log keeps of an export or an erasure: never the data). */
export type PersonalDataCounts = {
  leads: number;
  notes: number;
  appointments: number;
  messages: number;
  demands: number;
  demandAlerts: number;
  subscriptions: number;
  testimonials: number;
  accounts: number;
};

export function countsOf(found: PersonalData): PersonalDataCounts {
  return {
    leads: found.leads.length,
    notes: found.leads.reduce((sum, lead) => sum + lead.notes.length, 0),
    appointments: found.appointments.length,
    messages: found.messages.length,
    demands: found.demands.length,
    demandAlerts: found.demands.reduce((sum, demand) => sum + demand.alerts.length, 0),
    subscriptions: found.subscriptions.length,
    testimonials: found.testimonials.length,
    accounts: (found.owner ? 1 : 0) + (found.staff ? 1 : 0),
  };
}

/** What the page shows of it: lists to act on, without the texts the visitor typed (the lead's page has them). */
export function personalDataSummary(found: PersonalData) {
  return {
    counts: countsOf(found),
    leads: found.leads.map(({ payload: _payload, notes, ...lead }) => ({ ...lead, notes: notes.length })),
    appointments: found.appointments,
    demands: found.demands.map(({ alerts, ...demand }) => ({
      id: demand.id,
      goal: demand.goal === 0 ? ("sale" as const) : ("rent" as const),
      active: demand.active,
      alertFrequency: demand.alertFrequency,
      createdAt: demand.createdAt,
      alerts: alerts.length,
    })),
    subscriptions: found.subscriptions.map(({ id, locale, active, createdAt, unsubscribedAt }) => ({
      id,
      locale,
      active,
      createdAt,
      unsubscribedAt,
    })),
    testimonials: found.testimonials.map(({ id, name, status, date, locale }) => ({ id, name, status, date, locale })),
    owner: found.owner
      ? { id: found.owner.id, name: found.owner.name, disabled: found.owner.disabledAt !== null }
      : null,
    staff: found.staff
      ? {
          id: found.staff.id,
          name: found.staff.name,
          role: found.staff.role,
          disabled: found.staff.disabledAt !== null,
        }
      : null,
  };
}

export type PersonalDataSummary = ReturnType<typeof personalDataSummary>;

/** The export file's content (art. 15: a copy of the data in a common, machine-readable form). */
export function personalDataExport(found: PersonalData, exportedAt: Date) {
  return {
    email: found.email,
    exportedAt: exportedAt.toISOString(),
    leads: found.leads,
    appointments: found.appointments,
    messages: found.messages,
    demandRegistrations: found.demands,
    newsletterSubscriptions: found.subscriptions,
    testimonials: found.testimonials,
    ownerAccount: found.owner,
    staffAccount: found.staff,
    consentRecords:
      "Cookie consent records are kept under a random id made by the visitor's browser, never with an e-mail address; they cannot be linked to this address.",
  };
}
