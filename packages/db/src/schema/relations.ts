// Relations for Drizzle's relational queries (db.query.children.findMany({ with: { facility: true } })).
// They add no SQL; foreign keys live on the tables.
import { relations } from 'drizzle-orm';
import { subscriptions } from './billing.ts';
import { children, referenceImages } from './children.ts';
import { collectionMedia, collectionViews, photoMovieCollections } from './collections.ts';
import { deliveries } from './deliveries.ts';
import { classes, facilities } from './facilities.ts';
import { families, familyMembers } from './families.ts';
import { guardians } from './guardians.ts';
import { faces, media } from './media.ts';
import { notificationPreferences } from './notifications.ts';
import { staffAccounts } from './staff.ts';

export const facilitiesRelations = relations(facilities, ({ many }) => ({
  classes: many(classes),
  children: many(children),
  media: many(media),
  staff: many(staffAccounts),
}));

export const classesRelations = relations(classes, ({ one, many }) => ({
  facility: one(facilities, { fields: [classes.facilityId], references: [facilities.id] }),
  children: many(children),
}));

export const staffAccountsRelations = relations(staffAccounts, ({ one }) => ({
  facility: one(facilities, { fields: [staffAccounts.facilityId], references: [facilities.id] }),
}));

export const guardiansRelations = relations(guardians, ({ many }) => ({
  children: many(children),
  subscriptions: many(subscriptions),
  notificationPreferences: many(notificationPreferences),
}));

export const familiesRelations = relations(families, ({ many }) => ({
  members: many(familyMembers),
  children: many(children),
}));

export const familyMembersRelations = relations(familyMembers, ({ one }) => ({
  family: one(families, { fields: [familyMembers.familyId], references: [families.id] }),
  guardian: one(guardians, { fields: [familyMembers.guardianId], references: [guardians.id] }),
}));

export const childrenRelations = relations(children, ({ one, many }) => ({
  family: one(families, { fields: [children.familyId], references: [families.id] }),
  guardian: one(guardians, { fields: [children.guardianId], references: [guardians.id] }),
  facility: one(facilities, { fields: [children.facilityId], references: [facilities.id] }),
  class: one(classes, { fields: [children.classId], references: [classes.id] }),
  referenceImages: many(referenceImages),
  deliveries: many(deliveries),
  collections: many(photoMovieCollections),
}));

export const referenceImagesRelations = relations(referenceImages, ({ one, many }) => ({
  child: one(children, { fields: [referenceImages.childId], references: [children.id] }),
  faces: many(faces),
}));

export const mediaRelations = relations(media, ({ one, many }) => ({
  facility: one(facilities, { fields: [media.facilityId], references: [facilities.id] }),
  uploader: one(staffAccounts, { fields: [media.uploadedBy], references: [staffAccounts.id] }),
  faces: many(faces),
  deliveries: many(deliveries),
}));

export const facesRelations = relations(faces, ({ one }) => ({
  media: one(media, { fields: [faces.mediaId], references: [media.id] }),
  referenceImage: one(referenceImages, {
    fields: [faces.referenceImageId],
    references: [referenceImages.id],
  }),
}));

export const deliveriesRelations = relations(deliveries, ({ one }) => ({
  child: one(children, { fields: [deliveries.childId], references: [children.id] }),
  media: one(media, { fields: [deliveries.mediaId], references: [media.id] }),
}));

export const photoMovieCollectionsRelations = relations(photoMovieCollections, ({ one, many }) => ({
  child: one(children, { fields: [photoMovieCollections.childId], references: [children.id] }),
  media: many(collectionMedia),
  views: many(collectionViews),
}));

export const collectionMediaRelations = relations(collectionMedia, ({ one }) => ({
  collection: one(photoMovieCollections, {
    fields: [collectionMedia.collectionId],
    references: [photoMovieCollections.id],
  }),
  media: one(media, { fields: [collectionMedia.mediaId], references: [media.id] }),
}));

export const collectionViewsRelations = relations(collectionViews, ({ one }) => ({
  collection: one(photoMovieCollections, {
    fields: [collectionViews.collectionId],
    references: [photoMovieCollections.id],
  }),
  guardian: one(guardians, { fields: [collectionViews.guardianId], references: [guardians.id] }),
}));

export const subscriptionsRelations = relations(subscriptions, ({ one }) => ({
  guardian: one(guardians, { fields: [subscriptions.guardianId], references: [guardians.id] }),
}));

export const notificationPreferencesRelations = relations(notificationPreferences, ({ one }) => ({
  guardian: one(guardians, { fields: [notificationPreferences.guardianId], references: [guardians.id] }),
}));
