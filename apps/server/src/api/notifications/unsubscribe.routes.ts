import { notificationApi, notificationTypeLabels } from '@hibi/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { unsubscribeTokens } from '../../mail/unsubscribe-token.ts';
import { notificationPreferenceService } from '../../notifications/notification-preferences.service.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { type UnsubscribePageState, unsubscribePage } from './unsubscribe-page.ts';

const invalidLink = 'この配信停止リンクは無効です。メールに記載されたURLをそのままお使いください。';
// RFC 8058: mail apps POST `List-Unsubscribe=One-Click` as a form. The token in the URL is what
// authorises, so the form is accepted but not read.
const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** People (a browser following the mail's link) get a small page; programs get JSON. */
const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

function sendPage(reply: FastifyReply, state: UnsubscribePageState) {
  return reply
    .status(state.kind === 'invalid' ? 400 : 200)
    .type('text/html; charset=utf-8')
    .send(unsubscribePage(state, reply.cspNonce.style));
}

function refuse(request: FastifyRequest, reply: FastifyReply) {
  if (wantsHtml(request)) return sendPage(reply, { kind: 'invalid' });
  throw new AppError('invalid_input', invalidLink);
}

/**
 * GET and POST /api/notifications/unsubscribe?token=: the signed link of every notification mail,
 * usable signed out. GET only shows (a link scanner opening it must not unsubscribe anyone);
 * POST opts out, from the page's button or a mail app's one-click.
 */
export function unsubscribeRoutes(app: ApiInstance, context: AppContext) {
  const preferences = notificationPreferenceService({ db: context.database.db, now: context.now });
  const tokens = unsubscribeTokens(context.settings.SESSION_SECRET);

  // Its own scope, so the form parsers below apply to these two routes only.
  return app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    for (const type of formTypes) {
      if (scope.hasContentTypeParser(type)) continue;
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
        done(null, {}),
      );
    }

    serve(scope, notificationApi.checkLink, {}, async (request, reply) => {
      const { token } = request.query;
      const target = tokens.check(token);
      if (!target) return refuse(request, reply);
      const items = await preferences.list(target.guardianId);
      const optout = items.find((item) => item.type === target.type)?.optout ?? true;
      if (!wantsHtml(request)) return { type: target.type, optout };
      const label = notificationTypeLabels[target.type];
      return sendPage(reply, optout ? { kind: 'done', label } : { kind: 'confirm', label, token });
    });

    serve(scope, notificationApi.unsubscribeByLink, {}, async (request, reply) => {
      const target = tokens.check(request.query.token);
      if (!target) return refuse(request, reply);
      await preferences.setOptout(target.guardianId, target.type, true);
      if (!wantsHtml(request)) return { type: target.type, optout: true };
      return sendPage(reply, { kind: 'done', label: notificationTypeLabels[target.type] });
    });
  });
}
