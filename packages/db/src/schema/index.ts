// The whole schema: one module per area. drizzle-kit reads this file to generate migrations.
export * from './audit.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './children.ts';
export * from './collections.ts';
export * from './deliveries.ts';
export * from './downloads.ts';
export * from './facilities.ts';
export * from './families.ts';
export * from './guardians.ts';
export * from './inquiries.ts';
export * from './mail.ts';
export * from './media.ts';
export * from './notifications.ts';
export * from './rate-limits.ts';
export * from './relations.ts';
export * from './staff.ts';
