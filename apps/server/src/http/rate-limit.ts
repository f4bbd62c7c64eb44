import { createHmac } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { normalizeEmail } from '@hibi/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors/app-error.ts';
import { isKnownDevice } from './known-device.ts';
import { type RateLimitHit, rateLimitRepository } from './rate-limit.repository.ts';
import { type Limit, type RateLimitPolicyName, rateLimitPolicies } from './rate-limit-policies.ts';

// About one counted request in this many also deletes the windows that are over.
const purgeOneIn = 200;

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `短時間に多くのリクエストがあったため、受け付けを一時的に停止しています。${minutes}分ほど待ってから、もう一度お試しください。`;
}

/** The address a request is about: the `email` of its (already validated) body, if any. */
function addressOf(body: unknown): string | undefined {
  const email = body && typeof body === 'object' && 'email' in body ? body.email : undefined;
  return typeof email === 'string' && email.trim() ? normalizeEmail(email) : undefined;
}

/**
 * Route hooks that limit a call per e-mail address and per client, counted in PostgreSQL so all
 * server processes share them. Spread into the route's options: `...rateLimitHooks(context, 'login')`.
 * Over the limit the call answers 429 in the API's error shape, with Retry-After in seconds.
 */
export function rateLimitHooks(context: AppContext, name: RateLimitPolicyName) {
  const policy = rateLimitPolicies[name];
  const counters = rateLimitRepository(context.database.db);
  // Keyed, so the table holds no address in clear; the policy name keeps the counters apart.
  const keyOf = (scope: string, value: string) =>
    createHmac('sha256', context.settings.SESSION_SECRET)
      .update(`rate-limit\0${name}\0${scope}\0${value}`)
      .digest('base64url');
  const counted = new WeakMap<FastifyRequest, RateLimitHit[]>();

  async function limitRate(request: FastifyRequest, reply: FastifyReply) {
    const now = context.now();
    const client = normalizeIP(request.ip);
    const checks: { key: string; limit: Limit }[] = [{ key: keyOf('client', client), limit: policy.client }];
    const address = addressOf(request.body);
    if (address) {
      checks.push({ key: keyOf('address', `${address}\0${client}`), limit: policy.address });
      if (!isKnownDevice(request, context.settings.SESSION_SECRET, address))
        checks.push({ key: keyOf('account', address), limit: policy.account });
    }
    const hits = await Promise.all(
      checks.map(({ key, limit }) => counters.hit(key, limit.windowSeconds * 1000, now)),
    );
    counted.set(request, hits);
    if (Math.random() < 1 / purgeOneIn) await counters.purgeExpired(now);

    const waits = hits
      .filter((hit, index) => hit.hits > (checks[index]?.limit.max ?? Number.POSITIVE_INFINITY))
      .map((hit) => Math.max(1, Math.ceil((hit.windowEndsAt.getTime() - now.getTime()) / 1000)));
    if (waits.length === 0) return;
    const retryAfter = Math.max(...waits);
    reply.header('retry-after', String(retryAfter));
    throw new AppError('rate_limited', tooManyRequestsMessage(retryAfter));
  }

  async function refundSuccess(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const hits = counted.get(request);
    if (hits && !policy.countSuccess && reply.statusCode < 400) {
      await Promise.all(hits.map((hit) => counters.refund(hit)));
    }
    return payload;
  }

  return { preHandler: limitRate, onSend: refundSuccess };
}
