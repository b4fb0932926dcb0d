import { type Kysely, sql } from 'kysely';
import { withId } from './kit.js';

const now = sql`CURRENT_TIMESTAMP`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('company_name', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('is_disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await withId(db, db.schema.createTable('media'))
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('service_categories'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('category_translations')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('service_categories.id').onDelete('cascade'))
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_translations_pk', ['category_id', 'language_code'])
    .execute();

  await withId(db, db.schema.createTable('services'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('service_categories.id'))
    .addColumn('base_price', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('price_per_sqft', 'double precision')
    .addColumn('price_per_linear_ft', 'double precision')
    .addColumn('price_type', 'text', (c) => c.notNull().defaultTo('fixed'))
    .addColumn('estimated_duration_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('demand', 'text', (c) => c.notNull().defaultTo('medium'))
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quote_service', 'text')
    .addColumn('image_prompt', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('service_translations')
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('requirements', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('steps', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('importance', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('frequency', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('benefits', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seo_keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('service_translations_pk', ['service_id', 'language_code'])
    .execute();

  await withId(db, db.schema.createTable('service_images'))
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id'))
    .addColumn('image_type', 'text', (c) => c.notNull().defaultTo('gallery'))
    .addColumn('image_alt_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('service_images_service_idx').on('service_images').column('service_id').execute();

  await withId(db, db.schema.createTable('icons'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('usage_context', 'text')
    .addColumn('media_id', 'integer', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('dalle_prompt', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('image_generation_logs'))
    .addColumn('service_id', 'integer', (c) => c.references('services.id').onDelete('cascade'))
    .addColumn('icon_id', 'integer', (c) => c.references('icons.id').onDelete('cascade'))
    .addColumn('prompt', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('generation_status', 'text', (c) => c.notNull())
    .addColumn('media_id', 'integer', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('error_message', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('generation_time_ms', 'integer')
    .execute();

  await withId(db, db.schema.createTable('images'))
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('upload_purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('languages')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('native_name', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('content_sections'))
    .addColumn('section_key', 'text', (c) => c.notNull().unique())
    .addColumn('section_name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('content_entries'))
    .addColumn('section_id', 'integer', (c) => c.notNull().references('content_sections.id').onDelete('cascade'))
    .addColumn('language_code', 'text', (c) => c.notNull().references('languages.code'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_draft', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('content_entries_version_uq', ['section_id', 'language_code', 'version'])
    .execute();

  await withId(db, db.schema.createTable('quote_requests'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('property_type', 'text', (c) => c.notNull())
    .addColumn('property_size', 'text', (c) => c.notNull())
    .addColumn('services', 'text', (c) => c.notNull())
    .addColumn('timeline', 'text', (c) => c.notNull())
    .addColumn('budget', 'text')
    .addColumn('urgency', 'text', (c) => c.notNull())
    .addColumn('plant_preferences', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('style_preferences', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('material_selection', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('message', 'text')
    .addColumn('estimate', 'text', (c) => c.notNull())
    .addColumn('total_price', 'double precision', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quote_requests_user_idx').on('quote_requests').column('user_id').execute();

  await withId(db, db.schema.createTable('quote_files'))
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quote_requests.id').onDelete('cascade'))
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id'))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('contact_messages'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('service_interest', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('lead_events'))
    .addColumn('lead_type', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('lead_events_lead_idx').on('lead_events').columns(['lead_type', 'lead_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'lead_events',
    'contact_messages',
    'quote_files',
    'quote_requests',
    'content_entries',
    'content_sections',
    'languages',
    'images',
    'image_generation_logs',
    'icons',
    'service_images',
    'service_translations',
    'services',
    'category_translations',
    'service_categories',
    'media',
    'password_resets',
    'sessions',
    'users',
    'company_settings',
  ];
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}
