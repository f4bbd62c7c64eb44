import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors/app-error.ts';
import { accountRoutes } from './account/account.routes.ts';
import { adminApprovalRoutes } from './admin/approvals/approvals.routes.ts';
import { adminSiblingApprovalRoutes } from './admin/approvals/siblings/siblings.routes.ts';
import { adminAuditRoutes } from './admin/audit/audit.routes.ts';
import { adminChildLeavingRoutes } from './admin/children/child-leaving.routes.ts';
import { adminDayRoutes } from './admin/day/day.routes.ts';
import { adminEnrolmentRoutes } from './admin/enrolments/enrolments.routes.ts';
import { adminFaceProtectionRoutes } from './admin/face-protection/face-protection.routes.ts';
import { adminFacilityRoutes } from './admin/facilities/facilities.routes.ts';
import { adminFamilyRoutes } from './admin/families/families.routes.ts';
import { adminGuardianRoutes } from './admin/guardians/guardians.routes.ts';
import { adminInboxRoutes } from './admin/inbox/inbox.routes.ts';
import { adminJobRoutes } from './admin/jobs/jobs.routes.ts';
import { adminSessionRoutes } from './admin/sessions/sessions.routes.ts';
import { adminStaffRoutes } from './admin/staff/staff.routes.ts';
import { settlementRoutes } from './billing/settlement.routes.ts';
import { stripeWebhookRoutes } from './billing/stripe-webhook.routes.ts';
import { subscriptionRoutes } from './billing/subscription.routes.ts';
import { testPaymentRoutes } from './billing/test-payments.routes.ts';
import { consentRoutes } from './consents/consents.routes.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { downloadRoutes } from './downloads/download.routes.ts';
import { mediaExportRoutes } from './exports/media-export.routes.ts';
import { familyRoutes } from './families/family.routes.ts';
import { familyMemberRoutes } from './families/family-members.routes.ts';
import { invitationRoutes } from './families/invitation.routes.ts';
import { groupRoutes } from './groups/groups.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { mailDeliveryRoutes } from './mail-delivery/mail-delivery.routes.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { unsubscribeRoutes } from './notifications/unsubscribe.routes.ts';
import { registerOpenApi } from './openapi.ts';
import { passwordRoutes } from './password/password.routes.ts';
import { photoMovieRoutes } from './photomovies/photomovie.routes.ts';
import { pushRoutes } from './push/push.routes.ts';
import { referenceUploadRoutes } from './references/reference-uploads.routes.ts';
import { referenceRoutes } from './references/references.routes.ts';
import { notMyChildRoutes } from './returns/not-my-child.routes.ts';
import { sessionRoutes } from './sessions/sessions.routes.ts';
import { siblingRoutes } from './siblings/sibling.routes.ts';
import { signupRoutes } from './signup/signup.routes.ts';
import { timelineRoutes } from './timeline/timeline.routes.ts';

/** The JSON API under /api: one small routes module per feature, all typed by the contract's schemas. */
export async function registerApi(app: FastifyInstance, context: AppContext) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app, context.settings.PUBLIC_URL);
  await app.register(
    async (plugin) => {
      const api = plugin.withTypeProvider<ZodTypeProvider>();
      healthRoutes(api, context);
      sessionRoutes(api, context);
      signupRoutes(api, context);
      accountRoutes(api, context);
      consentRoutes(api, context);
      mailDeliveryRoutes(api, context);
      groupRoutes(api, context);
      timelineRoutes(api, context);
      photoMovieRoutes(api, context);
      referenceRoutes(api, context);
      referenceUploadRoutes(api, context);
      downloadRoutes(api, context);
      mediaExportRoutes(api, context);
      familyRoutes(api, context);
      familyMemberRoutes(api, context);
      siblingRoutes(api, context);
      invitationRoutes(api, context);
      passwordRoutes(api, context);
      notificationRoutes(api, context);
      pushRoutes(api, context);
      unsubscribeRoutes(api, context);
      contactRoutes(api, context);
      adminSessionRoutes(api, context);
      adminDayRoutes(api, context);
      adminGuardianRoutes(api, context);
      adminApprovalRoutes(api, context);
      adminSiblingApprovalRoutes(api, context);
      adminEnrolmentRoutes(api, context);
      adminFamilyRoutes(api, context);
      adminFaceProtectionRoutes(api, context);
      adminChildLeavingRoutes(api, context);
      adminJobRoutes(api, context);
      adminFacilityRoutes(api, context);
      adminStaffRoutes(api, context);
      adminInboxRoutes(api, context);
      adminAuditRoutes(api, context);
      notMyChildRoutes(api, context);
      settlementRoutes(api, context);
      subscriptionRoutes(api, context);
      if (context.payments.name === 'test') testPaymentRoutes(api, context);
      if (context.settings.STRIPE_SECRET_KEY) stripeWebhookRoutes(api, context);
      // Unknown API paths answer the API's 404, not the web app's page.
      api.all('/*', { schema: { hide: true } }, async () => {
        throw new AppError('not_found', '指定されたAPIは存在しません。');
      });
    },
    { prefix: '/api' },
  );
}
