import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { JobStatus, VisitStatus as JobVisitStatus } from '../../domain/jobs/model.js';
import type { StoredProposalStatus } from '../../domain/proposals/model.js';

/**
 * The database as Kysely sees it. Portable across SQLite and PostgreSQL:
 * booleans are integers (0/1), timestamps are ISO-8601 UTC text, lists and records are JSON text.
 */
type Flag = ColumnType<number, number | undefined, number>;
type Timestamp = string;

export interface CompanySettingsTable {
  id: number;
  data: string;
  updated_at: Timestamp;
}

/** The price book (docs/price-book.md): one row, id 1, the book as JSON with its version. */
export interface PriceBookTable {
  id: number;
  data: string;
  version: Generated<number>;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  /** The client this account belongs to once its e-mail is verified (docs/clients.md). */
  client_id: Optional<number>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  address: string | null;
  company_name: string | null;
  role: 'customer' | 'professional' | 'admin' | 'crew';
  /** A crew member's colour on the schedule (#RRGGBB); null for others. */
  colour: ColumnType<string | null, string | null | undefined, string | null>;
  is_disabled: Flag;
  /**
   * When the account proved it receives mail at `email` (auth/email-verification.ts); null until
   * then. Only a verified account sees what is matched to its address rather than made by it.
   */
  email_verified_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  /** HMAC of the token: a stolen database does not yield usable sessions. */
  id: string;
  user_id: number;
  remember: Flag;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface PasswordResetsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A single-use link that proves an account's address: its token's HMAC, never the token. */
export interface EmailVerificationsTable {
  id: string;
  user_id: number;
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Every file stored under DATA_DIR/media has exactly one row here. */
export interface MediaTable {
  id: Generated<number>;
  path: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  /** JSON: [{ width, height, webp, avif }] relative paths of responsive variants. */
  variants: string;
  /** 1 for a picture drawn by the offline illustrator or an image engine, 0 for a photo or file (migration 0009). */
  drawn: Flag;
  created_at: Timestamp;
}

export interface ServiceCategoriesTable {
  id: Generated<number>;
  slug: string;
  sort_order: number;
}
export interface CategoryTranslationsTable {
  category_id: number;
  language_code: string;
  name: string;
}

export interface ServicesTable {
  id: Generated<number>;
  slug: string;
  category_id: number;
  base_price: number;
  price_per_sqft: number | null;
  price_per_linear_ft: number | null;
  price_type: string;
  estimated_duration_minutes: number;
  demand: 'high' | 'medium' | 'low';
  is_featured: Flag;
  is_active: Flag;
  sort_order: number;
  quote_service: string | null;
  image_prompt: string | null;
  /** Optimistic lock: a save from a stale copy is refused with 409. */
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ServiceTranslationsTable {
  service_id: number;
  language_code: string;
  name: string;
  description: string;
  unit: string;
  features: string;
  requirements: string;
  steps: string;
  importance: string;
  frequency: string;
  benefits: string;
  meta_title: string;
  meta_description: string;
  seo_keywords: string;
}

export interface ServiceImagesTable {
  id: Generated<number>;
  service_id: number;
  media_id: number;
  image_type: 'gallery' | 'primary' | 'thumbnail';
  image_alt_text: string;
  /** JSON: { es, pt } alt texts; English is image_alt_text. */
  alt_translations: ColumnType<string, string | undefined, string>;
  sort_order: number;
  created_at: Timestamp;
}

export interface ImageGenerationLogsTable {
  id: Generated<number>;
  service_id: number | null;
  icon_id: number | null;
  prompt: string;
  engine: string;
  generation_status: 'pending' | 'completed' | 'failed';
  media_id: number | null;
  error_message: string | null;
  created_by: number | null;
  created_at: Timestamp;
  generation_time_ms: number | null;
}

export interface IconsTable {
  id: Generated<number>;
  name: string;
  category: string;
  description: string | null;
  usage_context: string | null;
  media_id: number | null;
  dalle_prompt: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Site images such as the logo (the Image of docs/decisions/0006-api-shapes.md). */
export interface ImagesTable {
  id: Generated<number>;
  media_id: number;
  filename: string;
  alt_text: string;
  title: string;
  description: string;
  upload_purpose: string;
  /** JSON: { es, pt } alt texts; English is alt_text. */
  alt_translations: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

export interface LanguagesTable {
  code: string;
  name: string;
  native_name: string;
}
export interface ContentSectionsTable {
  id: Generated<number>;
  section_key: string;
  section_name: string;
  category: string;
}
export interface ContentEntriesTable {
  id: Generated<number>;
  section_id: number;
  language_code: string;
  content: string;
  is_published: Flag;
  is_draft: Flag;
  version: number;
  created_by: number | null;
  created_at: Timestamp;
  /** 1 when another language's text of the section changed after this version (migration 0009). */
  needs_update: Flag;
}

/** One version of an editable list of the site (testimonials, team, faq, values): JSON items. */
export interface SiteBlocksTable {
  id: Generated<number>;
  kind: string;
  version: number;
  items: string;
  created_by: number | null;
  created_at: Timestamp;
}

export interface QuoteRequestsTable extends LeadSourceColumns, ClientLinkColumns {
  property_id: Optional<number>;
  id: Generated<number>;
  reference: string;
  user_id: number | null;
  idempotency_key: string | null;
  language_code: string;
  property_type: string;
  property_size: string;
  services: string;
  timeline: string;
  budget: string | null;
  urgency: string;
  plant_preferences: string;
  style_preferences: string;
  material_selection: string;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  message: string | null;
  /** JSON of the server-computed PriceEstimate, each breakdown line with its description. */
  estimate: string;
  total_price: number;
  /** Slug of the catalogue service the visitor came from (water-features); the services column holds what it maps to. */
  catalogue_service: ColumnType<string | null, string | null | undefined, string | null>;
  /** The visitor's approximate area and the area-based range computed from it (integer cents). */
  area_sqft: ColumnType<number | null, number | null | undefined, number | null>;
  area_low_cents: ColumnType<number | null, number | null | undefined, number | null>;
  area_high_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** The job as quoted (JSON of stored job lines: catalogue services, quantities, unit prices); null before the price book. */
  job_lines: ColumnType<string | null, string | null | undefined, string | null>;
  /** The range the visitor read, in integer cents; null before the price book. */
  range_low_cents: ColumnType<number | null, number | null | undefined, number | null>;
  range_high_cents: ColumnType<number | null, number | null | undefined, number | null>;
  status: LeadStatus;
  /** When the company was reminded that this lead still waits for a reply (scheduler/lead-reminders.ts). */
  reply_reminded_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The first reply, proposal sent, call logged or status change by the owner (leads/first-response.ts). */
  first_response_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The client a row belongs to (docs/clients.md), null until it is linked. */
export interface ClientLinkColumns {
  client_id: Optional<number>;
}

/**
 * Where a lead came from (domain/lead-source.ts): the first page of the visit, the other site that
 * sent the visitor and the campaign parameters of the link. Null when not known.
 */
export interface LeadSourceColumns {
  source_landing: ColumnType<string | null, string | null | undefined, string | null>;
  source_referrer: ColumnType<string | null, string | null | undefined, string | null>;
  utm_source: ColumnType<string | null, string | null | undefined, string | null>;
  utm_medium: ColumnType<string | null, string | null | undefined, string | null>;
  utm_campaign: ColumnType<string | null, string | null | undefined, string | null>;
  utm_term: ColumnType<string | null, string | null | undefined, string | null>;
  utm_content: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface QuoteFilesTable {
  id: Generated<number>;
  quote_id: number;
  media_id: number;
  original_name: string;
  mime: string;
  size: number;
}

export interface ContactMessagesTable extends LeadSourceColumns, ClientLinkColumns {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  service_interest: string | null;
  message: string;
  language_code: string;
  status: LeadStatus;
  reply_reminded_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  first_response_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type LeadStatus = 'new' | 'contacted' | 'quoted' | 'won' | 'lost';

/** A column that inserts may leave out (null). */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type LeadEventKind = 'status' | 'note' | 'proposal' | 'reply' | 'visit' | 'call' | 'message';

/**
 * Audit trail of the leads inbox: status changes, internal notes, proposal events (action: created,
 * sent, viewed, revised, accepted, declined, changes_requested), e-mail replies and calls, with who and when.
 */
export interface LeadEventsTable {
  id: Generated<number>;
  lead_type: 'quote' | 'contact';
  lead_id: number;
  user_id: number | null;
  kind: LeadEventKind;
  status: LeadStatus | null;
  note: string | null;
  /** JSON of a visit entry: { visitId, action, start } (visits/history.ts). */
  data: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  proposal_id: Optional<number>;
  action: Optional<string>;
  /** A reply's subject. */
  subject: Optional<string>;
  /** Who acted when no signed-in user did: the customer's name. */
  actor_name: Optional<string>;
}

export type VisitStatus = 'booked' | 'done' | 'no_show' | 'cancelled';

/** A site visit booked by a visitor (docs/visits.md); one active visit per start instant. */
export interface VisitsTable extends ClientLinkColumns {
  property_id: Optional<number>;
  id: Generated<number>;
  reference: string;
  status: ColumnType<VisitStatus, VisitStatus | undefined, VisitStatus>;
  /** ISO-8601 UTC instants. */
  start_at: Timestamp;
  end_at: Timestamp;
  name: string;
  email: string;
  phone: string;
  address: string;
  service: string | null;
  notes: string | null;
  language_code: string;
  lead_type: 'quote' | 'contact';
  lead_id: number;
  /** The calendar invitation's SEQUENCE: raised on every change so calendars update the event. */
  sequence: ColumnType<number, number | undefined, number>;
  reminded_at: Timestamp | null;
  cancelled_by: 'visitor' | 'company' | null;
  cancel_message: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A link that manages a visit: the SHA-256 digest of its token, never the token (visits/links.ts). */
export interface VisitTokensTable {
  id: string;
  visit_id: number;
  created_at: Timestamp;
}

/** A period no visit may be booked in (holidays, crew days off). */
export interface VisitBlocksTable {
  id: Generated<number>;
  start_at: Timestamp;
  end_at: Timestamp;
  reason: string;
  created_by: number | null;
  created_at: Timestamp;
  proposal_id: Optional<number>;
  action: Optional<string>;
  /** A reply's subject. */
  subject: Optional<string>;
  /** Who acted when no signed-in user did: the customer's name. */
  actor_name: Optional<string>;
}

/** One revision of a lead's proposal (docs/proposals.md). Money in integer cents. */
export interface ProposalsTable {
  id: Generated<number>;
  lead_type: 'quote' | 'contact';
  lead_id: number;
  reference: string;
  revision: number;
  status: ColumnType<StoredProposalStatus, StoredProposalStatus | undefined, StoredProposalStatus>;
  language_code: string;
  customer_name: string;
  customer_email: string;
  /** JSON: [{ id, description, quantity, unit, unit_price_cents, optional }]. */
  lines: string;
  note: string;
  /** YYYY-MM-DD: valid through that whole day, company time. */
  valid_until: string;
  tax_rate_bps: number;
  /** The total as offered, every optional line included. */
  total_cents: number;
  /** Optimistic lock: a save from a stale copy is refused with 409. */
  version: Generated<number>;
  replaced_by_id: number | null;
  created_by: number | null;
  sent_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  sent_at: Timestamp | null;
  viewed_at: Timestamp | null;
  answered_at: Timestamp | null;
  decline_reason: string | null;
  change_request: string | null;
}

/** A link that opens a proposal: the HMAC of its token, never the token. */
export interface ProposalTokensTable {
  id: string;
  proposal_id: number;
  created_at: Timestamp;
}

/** What a customer accepted, written once and never changed. */
export interface ProposalAcceptancesTable {
  id: Generated<number>;
  proposal_id: number;
  signature_name: string;
  ip_address: string;
  user_agent: string | null;
  total_cents: number;
  /** JSON of the AcceptedSnapshot (proposals/snapshot.ts). */
  snapshot: string;
  accepted_at: Timestamp;
}

/** A finished job shown in the project gallery (projects/repository.ts). */
export interface ProjectsTable {
  id: Generated<number>;
  sort_order: number;
  is_published: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A project's texts in one language; English always exists, others fall back to it. */
export interface ProjectTranslationsTable {
  project_id: number;
  language_code: string;
  title: string;
  place: string;
  description: string;
}

/** The catalogue services a project shows (its tags). */
export interface ProjectServicesTable {
  project_id: number;
  service_id: number;
}

export interface ProjectPhotosTable {
  id: Generated<number>;
  project_id: number;
  kind: 'before' | 'after';
  media_id: number;
  created_at: Timestamp;
}

/** A rate-limit counter shared by every process (limits/store.ts). */
export interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch milliseconds when the window ends. */
  reset_at: number;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** An e-mail written in the same transaction as what caused it, delivered by the outbox worker. */
export interface OutboxTable {
  id: Generated<number>;
  /** What the mail is for (quote-customer, quote-company, password-reset, ...), for the admin list and logs. */
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  reply_to: string | null;
  /** JSON: [{ filename, contentType, content (base64) }]. */
  attachments: ColumnType<string, string | undefined, string>;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  /** A worker holds the message until then; after that another may take it (a crashed worker). */
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** Small shared values (the generated session secret). */
export interface AppStateTable {
  key: string;
  value: string;
}

/** One record per customer (docs/clients.md); a merged client points at the one it became. */
export interface ClientsTable {
  id: Generated<number>;
  name: string;
  language_code: ColumnType<string, string | undefined, string>;
  notes: ColumnType<string, string | undefined, string>;
  /** JSON list of short labels. */
  tags: ColumnType<string, string | undefined, string>;
  merged_into_id: Optional<number>;
  /** Optimistic lock: a save from a stale copy is refused with 409. */
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A client's e-mail address, lower case, one client per address; verified once proven. */
export interface ClientEmailsTable {
  id: Generated<number>;
  client_id: number;
  email: string;
  verified_at: Optional<Timestamp>;
  created_at: Timestamp;
}

/** A client's phone number, and its digits alone for search. */
export interface ClientPhonesTable {
  id: Generated<number>;
  client_id: number;
  phone: string;
  digits: string;
  created_at: Timestamp;
}

/** An address where the company works for a client, with what the crew must know to get in. */
export interface ClientPropertiesTable {
  id: Generated<number>;
  client_id: number;
  address: string;
  access_notes: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A single-use link that opens a client's hub (15 minutes); the HMAC of its token, never the token. */
export interface ClientSignInLinksTable {
  id: string;
  client_id: number;
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Optional<Timestamp>;
}

/** A hub session: a client's items without an account password; the HMAC of its token. */
export interface HubSessionsTable {
  id: string;
  client_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** The company's work for a client (docs/jobs.md). */
export interface JobsTable {
  id: Generated<number>;
  number: number;
  client_id: number;
  property_id: number | null;
  proposal_id: number | null;
  title: string;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  /** JSON: [{ description, quantity, unit_price_cents }]. */
  lines: string;
  instructions: ColumnType<string, string | undefined, string>;
  /** JSON list of texts. */
  checklist: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobVisitsTable {
  id: Generated<number>;
  job_id: number;
  series_id: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  status: ColumnType<JobVisitStatus, JobVisitStatus | undefined, JobVisitStatus>;
  instructions: ColumnType<string, string | undefined, string>;
  on_my_way_at: Timestamp | null;
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
  notes: ColumnType<string, string | undefined, string>;
  minutes_spent: number | null;
  /** JSON list of the checklist items ticked. */
  checklist_done: ColumnType<string, string | undefined, string>;
  reminded_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobVisitCrewTable {
  visit_id: number;
  user_id: number;
}

export interface JobVisitPhotosTable {
  id: Generated<number>;
  visit_id: number;
  media_id: number;
  user_id: number | null;
  created_at: Timestamp;
}

/** A private calendar feed: the HMAC of its token, never the token. */
export interface CalendarFeedsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
}

export interface DB {
  company_settings: CompanySettingsTable;
  price_book: PriceBookTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  email_verifications: EmailVerificationsTable;
  media: MediaTable;
  service_categories: ServiceCategoriesTable;
  category_translations: CategoryTranslationsTable;
  services: ServicesTable;
  service_translations: ServiceTranslationsTable;
  service_images: ServiceImagesTable;
  image_generation_logs: ImageGenerationLogsTable;
  icons: IconsTable;
  images: ImagesTable;
  languages: LanguagesTable;
  content_sections: ContentSectionsTable;
  content_entries: ContentEntriesTable;
  site_blocks: SiteBlocksTable;
  quote_requests: QuoteRequestsTable;
  quote_files: QuoteFilesTable;
  contact_messages: ContactMessagesTable;
  lead_events: LeadEventsTable;
  proposals: ProposalsTable;
  proposal_tokens: ProposalTokensTable;
  proposal_acceptances: ProposalAcceptancesTable;
  projects: ProjectsTable;
  project_translations: ProjectTranslationsTable;
  project_services: ProjectServicesTable;
  project_photos: ProjectPhotosTable;
  rate_limits: RateLimitsTable;
  outbox: OutboxTable;
  app_state: AppStateTable;
  visits: VisitsTable;
  visit_blocks: VisitBlocksTable;
  visit_tokens: VisitTokensTable;
  clients: ClientsTable;
  client_emails: ClientEmailsTable;
  client_phones: ClientPhonesTable;
  client_properties: ClientPropertiesTable;
  client_sign_in_links: ClientSignInLinksTable;
  hub_sessions: HubSessionsTable;
  jobs: JobsTable;
  job_visits: JobVisitsTable;
  job_visit_crew: JobVisitCrewTable;
  job_visit_photos: JobVisitPhotosTable;
  calendar_feeds: CalendarFeedsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ServiceRow = Selectable<ServicesTable>;
export type MediaRow = Selectable<MediaTable>;
