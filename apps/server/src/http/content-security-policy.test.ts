import { describe, expect, it } from 'vitest';
import { loadSettings } from '../settings/load-settings.ts';
import { cspDirectives } from './content-security-policy.ts';

const settingsWith = (env: Record<string, string>) =>
  loadSettings({
    DATA_DIR: '/tmp/hibi-csp-test',
    SESSION_SECRET: 'x'.repeat(32),
    MEDIA_SIGNING_SECRET: 'y'.repeat(32),
    ...env,
  });

describe('cspDirectives', () => {
  it('allows this site only when no outside service is configured', async () => {
    const directives = cspDirectives(await settingsWith({}), false);
    expect(directives.scriptSrc).toEqual(["'self'"]);
    expect(directives.connectSrc).toEqual(["'self'"]);
  });

  it('adds the S3 bucket, where photos and videos are read from', async () => {
    const minio = await settingsWith({
      S3_BUCKET: 'photos',
      S3_REGION: 'ap-northeast-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'https://minio.hibi.example:9000/',
    });
    const directives = cspDirectives(minio, true);
    expect(directives.connectSrc).toEqual(["'self'", 'https://minio.hibi.example:9000']);
    expect(directives.imgSrc).toContain('https://minio.hibi.example:9000');
    expect(directives.mediaSrc).toContain('https://minio.hibi.example:9000');
  });

  it("adds Stripe's script, frames and API only when Stripe takes the payments", async () => {
    expect(cspDirectives(await settingsWith({}), true).frameSrc).toEqual(["'self'"]);
    const stripe = cspDirectives(
      await settingsWith({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_PRODUCT_ID: 'prod_x',
      }),
      true,
    );
    expect(stripe.scriptSrc).toContain('https://js.stripe.com');
    expect(stripe.frameSrc).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(stripe.connectSrc).toContain('https://api.stripe.com');
  });

  it('adds exactly the hosts of the tag manager and the error-reporting service when set', async () => {
    const directives = cspDirectives(
      await settingsWith({
        TAG_MANAGER_ID: 'GTM-ABC123',
        ERROR_REPORTING_DSN: 'https://key@o1.ingest.sentry.io/42',
      }),
      true,
    );
    expect(directives.scriptSrc).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directives.connectSrc).toContain('https://o1.ingest.sentry.io');
  });
});
