// Facilities (the specification's "group") and their classes.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredReference, timestamps } from './columns.ts';

export const facilities = pgTable(
  'facilities',
  {
    /** groupId in the API. */
    id: id(),
    /** Short unique handle used by the operators' CLI (e.g. "hinata"). */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** Monthly price in yen, tax included. */
    subscriptionUnitPrice: integer('subscription_unit_price').notNull().default(1480),
    hasFreeTrial: boolean('has_free_trial').notNull().default(true),
    freeTrialDays: integer('free_trial_days').notNull().default(14),
    ...timestamps(),
  },
  (t) => [
    check('facilities_unit_price_check', sql`${t.subscriptionUnitPrice} >= 0`),
    check('facilities_trial_days_check', sql`${t.freeTrialDays} >= 0`),
  ],
);

export const classes = pgTable(
  'classes',
  {
    id: id(),
    facilityId: requiredReference('facility_id', () => facilities.id, 'cascade'),
    name: text('name').notNull(),
    /** Display order within the facility. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('classes_facility_name_unique').on(t.facilityId, t.name),
    index('classes_facility_idx').on(t.facilityId),
  ],
);

export type Facility = typeof facilities.$inferSelect;
export type NewFacility = typeof facilities.$inferInsert;
export type FacilityClass = typeof classes.$inferSelect;
export type NewFacilityClass = typeof classes.$inferInsert;
