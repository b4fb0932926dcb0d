import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The database as Kysely sees it. Portable across SQLite and PostgreSQL:
 * booleans are integers (0/1), timestamps are ISO-8601 UTC text, lists and records are JSON text.
 */
type Flag = ColumnType<number, number | undefined, number>;
type Timestamp = string;

export interface CompanySettingsTable { id: number; data: string; updated_at: Timestamp }

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  address: string | null;
  company_name: string | null;
  role: 'customer' | 'professional' | 'admin';
  is_disabled: Flag;
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
  created_at: Timestamp;
}

export interface ServiceCategoriesTable { id: Generated<number>; slug: string; sort_order: number }
export interface CategoryTranslationsTable { category_id: number; language_code: string; name: string }

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

/** Site images such as the logo (SPEC "Image"). */
export interface ImagesTable {
  id: Generated<number>;
  media_id: number;
  filename: string;
  alt_text: string;
  title: string;
  description: string;
  upload_purpose: string;
  created_at: Timestamp;
}

export interface LanguagesTable { code: string; name: string; native_name: string }
export interface ContentSectionsTable { id: Generated<number>; section_key: string; section_name: string; category: string }
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
}

export interface QuoteRequestsTable {
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
  /** JSON of the server-computed PriceEstimate. */
  estimate: string;
  total_price: number;
  status: LeadStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface QuoteFilesTable {
  id: Generated<number>;
  quote_id: number;
  media_id: number;
  original_name: string;
  mime: string;
  size: number;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  service_interest: string | null;
  message: string;
  language_code: string;
  status: LeadStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type LeadStatus = 'new' | 'contacted' | 'quoted' | 'won' | 'lost';

/** Audit trail of the leads inbox: status changes and internal notes, with who and when. */
export interface LeadEventsTable {
  id: Generated<number>;
  lead_type: 'quote' | 'contact';
  lead_id: number;
  user_id: number | null;
  kind: 'status' | 'note';
  status: LeadStatus | null;
  note: string | null;
  created_at: Timestamp;
}

export interface DB {
  company_settings: CompanySettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
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
  quote_requests: QuoteRequestsTable;
  quote_files: QuoteFilesTable;
  contact_messages: ContactMessagesTable;
  lead_events: LeadEventsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ServiceRow = Selectable<ServicesTable>;
export type MediaRow = Selectable<MediaTable>;
