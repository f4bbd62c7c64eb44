import path from 'node:path';
import { z } from 'zod';

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
    SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_BUILD_DIR: optionalText,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['SESSION_SECRET', 'MEDIA_SIGNING_SECRET', 'PUBLIC_URL'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when NODE_ENV=production' });
    }
  });

export type RawSettings = z.infer<typeof settingsSchema>;
