import path from 'node:path';
import { z } from 'zod';
import { dkimFields, requireAllDkim } from './dkim-settings.ts';
import { pushFields, requireBothVapidKeys } from './push-settings.ts';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const secret = optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional());

/** Every environment variable the server reads, checked once at start. */
export const settingsSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z
      .string()
      .min(1)
      .default('./data')
      .transform((dir) => path.resolve(dir)),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    SESSION_SECRET: secret,
    MEDIA_SIGNING_SECRET: secret,
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().min(3).default('ひびフォト <no-reply@hibi.example>'),
    ...dkimFields,
    ...pushFields,
    /** Where contact forms go while no operator account exists (operators get them once one does). */
    OPERATOR_EMAIL: z.email().default('support@hibi.example'),
    SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
    // Proxies in front of the server whose X-Forwarded-For is trusted; 0 uses the socket address,
    // so a client cannot pick its own IP to dodge per-client rate limits.
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_BUILD_DIR: optionalText,
    /** Run the background workers (media pipeline) inside the server; false when `npm run worker` processes do. */
    RUN_WORKERS: optionalText
      .pipe(z.enum(['true', 'false']).optional())
      .transform((value) => value !== 'false'),
    /** Media jobs and face threads of a worker process; unset: one per core (docs/decisions/0040). */
    PIPELINE_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /** Processes `npm run worker` runs; unset: one per two cores (docs/decisions/0060). */
    WORKER_PROCESSES: z.coerce.number().int().min(1).max(64).optional(),
    /** A Google Tag Manager container (GTM-…): analytics with the user data of specification §3. */
    TAG_MANAGER_ID: optionalText.pipe(
      z
        .string()
        .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX')
        .optional(),
    ),
    /** A Sentry DSN: browser errors are reported there (specification §7's error-reporting service). */
    ERROR_REPORTING_DSN: optionalText.pipe(z.url({ protocol: /^https$/ }).optional()),
    // S3-compatible object storage (AWS S3, MinIO); files under DATA_DIR/storage when S3_BUCKET is unset.
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_SESSION_TOKEN: optionalText,
    S3_FORCE_PATH_STYLE: optionalText
      .pipe(z.enum(['true', 'false']).optional())
      .transform((value) => value === 'true'),
    // Stripe takes card payments when its secret key is set; else the built-in test provider does.
    STRIPE_SECRET_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
        .optional(),
    ),
    STRIPE_PUBLISHABLE_KEY: optionalText.pipe(z.string().regex(/^pk_/, 'must start with pk_').optional()),
    STRIPE_WEBHOOK_SECRET: optionalText.pipe(
      z
        .string()
        .regex(/^whsec_/, 'must start with whsec_')
        .optional(),
    ),
    /** The Stripe product the monthly plan is sold as (prod_…); prices come from each facility. */
    STRIPE_PRODUCT_ID: optionalText.pipe(
      z
        .string()
        .regex(/^prod_/, 'must start with prod_')
        .optional(),
    ),
    /** Another address for Stripe's API, e.g. a local stand-in in tests; Stripe's own by default. */
    STRIPE_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  })
  .superRefine((env, ctx) => {
    if (!env.STRIPE_SECRET_KEY) return;
    for (const key of ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRODUCT_ID'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STRIPE_SECRET_KEY is set' });
    }
  })
  .superRefine(requireAllDkim)
  .superRefine(requireBothVapidKeys)
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['SESSION_SECRET', 'MEDIA_SIGNING_SECRET', 'PUBLIC_URL'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when NODE_ENV=production' });
    }
  })
  .superRefine((env, ctx) => {
    // Browser uploads are signed with the secret key, so a bucket is useless without its keys.
    if (!env.S3_BUCKET) return;
    for (const key of ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when S3_BUCKET is set' });
    }
  });

export type RawSettings = z.infer<typeof settingsSchema>;
