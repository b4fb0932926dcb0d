import { z } from 'zod';
import { hubJobSchema } from '../jobs/hub.js';

const LANGS = ['en', 'es', 'pt'] as const;
export const langSchema = z.enum(LANGS);

export const clientSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  addresses: z.array(z.string()),
  language: z.string(),
  tags: z.array(z.string()),
  created_at: z.string(),
});

export const propertySchema = z.object({ id: z.number(), address: z.string(), access_notes: z.string() });

export const timelineEntrySchema = z.object({
  kind: z.enum(['request', 'message', 'visit', 'proposal', 'call', 'reply', 'note', 'hub_message', 'email']),
  at: z.string(),
  title: z.string(),
  detail: z.string(),
  lead_type: z.enum(['quote', 'contact']).nullable(),
  lead_id: z.number().nullable(),
  ref_id: z.number(),
});

export const leadLinkSchema = z.object({
  type: z.enum(['quote', 'contact']),
  id: z.number(),
  reference: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
  summary: z.string(),
});

export const clientDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  language: z.string(),
  notes: z.string(),
  tags: z.array(z.string()),
  version: z.number(),
  merged_into_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  emails: z.array(z.object({ id: z.number(), email: z.string(), verified: z.boolean() })),
  phones: z.array(z.object({ id: z.number(), phone: z.string() })),
  properties: z.array(propertySchema),
  leads: z.array(leadLinkSchema),
  timeline: z.array(timelineEntrySchema),
});

const text = (max: number) => z.string().max(max);
const tags = z.array(text(40)).max(30);

export const createClientSchema = z.object({
  name: text(200).trim().min(1),
  email: z.email().max(254).optional(),
  phone: text(40).optional(),
  address: text(500).optional(),
  language: langSchema.optional(),
  notes: text(10_000).optional(),
  tags: tags.optional(),
});

export const patchClientSchema = z.object({
  name: text(200).trim().min(1).optional(),
  language: langSchema.optional(),
  notes: text(10_000).optional(),
  tags: tags.optional(),
  add_email: z.email().max(254).optional(),
  add_phone: text(40).optional(),
  add_property: z.object({ address: text(500).trim().min(1), access_notes: text(2000).optional() }).optional(),
  properties: z
    .array(
      z.object({
        id: z.number().int().positive(),
        address: text(500).trim().min(1).optional(),
        access_notes: text(2000).optional(),
      }),
    )
    .max(50)
    .optional(),
  version: z.number().int().positive().optional().describe('The version read; a stale one answers 409'),
});

export const messageSchema = z.object({
  id: z.number(),
  from: z.enum(['company', 'client']),
  subject: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
});

export const hubSchema = z.object({
  client: z
    .object({
      id: z.number(),
      name: z.string(),
      language: z.string(),
      emails: z.array(z.string()),
      phones: z.array(z.string()),
      properties: z.array(propertySchema),
    })
    .nullable(),
  requests: z.array(
    z.object({
      id: z.number(),
      reference: z.string(),
      services: z.array(z.string()),
      address: z.string().nullable(),
      status: z.string(),
      message: z.string().nullable(),
      range_low_cents: z.number().nullable(),
      range_high_cents: z.number().nullable(),
      created_at: z.string(),
      photos: z.array(z.object({ id: z.number(), name: z.string(), mime: z.string(), url: z.string() })),
    }),
  ),
  visits: z.array(
    z.object({
      id: z.number(),
      reference: z.string(),
      status: z.string(),
      start_at: z.string(),
      end_at: z.string(),
      address: z.string(),
      service: z.string().nullable(),
      upcoming: z.boolean(),
      manage_url: z.string().nullable(),
    }),
  ),
  proposals: z.array(
    z.object({
      id: z.number(),
      reference: z.string(),
      revision: z.number(),
      status: z.string(),
      total_cents: z.number(),
      valid_until: z.string(),
      created_at: z.string(),
      open: z.boolean(),
      url: z.string(),
    }),
  ),
  jobs: z.array(hubJobSchema),
  messages: z.array(messageSchema),
});
