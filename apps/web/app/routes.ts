import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { caseStudies } from './features/case/case-studies';

// Every page of specification §2 and DESIGN §6. Paths carry their trailing slash to read like the
// URLs people see; React Router matches /faq and /faq/ alike, and the server 301s the former.
// Whether a page renders on the server is decided in its module (see lib/client-only.tsx) and
// listed in route-catalogue.ts.
export default [
  // Blank: sign-in, recovery and the health check are single-purpose screens; site menus would
  // only distract from the form, and the health check is read by machines and operators.
  layout('layouts/blank.tsx', [
    route('signin/', 'features/auth/signin.tsx'),
    route('recovery/', 'features/auth/recovery.tsx'),
    route('healthcheck/', 'features/healthcheck/healthcheck.tsx'),
  ]),
  layout('layouts/case.tsx', [
    route('case/', 'features/case/case-list.tsx'),
    // One route a case study, not case/:caseNo/: React Router asks the server about a path that
    // matched a parameter (a static route might still be undiscovered) before it renders, a round
    // trip before a phone sees the words (docs/decisions/0057).
    ...caseStudies.map(({ caseNo }) =>
      route(`case/${caseNo}/`, 'features/case/case-study.tsx', { id: `case-study-${caseNo}` }),
    ),
  ]),
  layout('layouts/default.tsx', [
    // The public pages: their own part of the stylesheet (docs/decisions/0045).
    layout('layouts/marketing.tsx', [
      index('features/marketing/home.tsx'),
      route('contact/', 'features/marketing/contact.tsx'),
      route('contact/thanks/', 'features/marketing/contact-thanks.tsx'),
      route('info/', 'features/marketing/info.tsx'),
      route('faq/', 'features/marketing/faq.tsx'),
      route('tokushoho/', 'features/marketing/tokushoho.tsx'),
      route('terms/', 'features/legal/terms.tsx'),
      route('privacy/', 'features/legal/privacy.tsx'),
      route('sample/', 'features/marketing/sample.tsx'),
      route('sample/images/', 'features/marketing/sample-images.tsx'),
      route('sample/image-retouching/', 'features/marketing/sample-image-retouching.tsx'),
      route('parents/', 'features/parents/parents.tsx'),
      route('parents/contact/', 'features/parents/parents-contact.tsx'),
      route('parents/contact/thanks/', 'features/parents/parents-contact-thanks.tsx'),
      route('parents/request/', 'features/parents/parents-request.tsx'),
      route('parents/request/thanks/', 'features/parents/parents-request-thanks.tsx'),
    ]),
    route('signup/', 'features/signup/signup-page.tsx'),
    route('invite/:token/', 'features/family/invite-page.tsx'),
    // The signed-in app: its own query cache and tab bar; each page runs the session check.
    layout('features/app-frame/app-frame.tsx', [
      route('timeline/', 'features/timeline/timeline-page.tsx'),
      route('photomovie/', 'features/photomovie/photomovie-list-page.tsx'),
      route('photomovie/:collectionId/', 'features/photomovie/photomovie-page.tsx'),
      route('mypage/', 'features/mypage/mypage.tsx'),
      // 保護者 only: a 家族 sees a message there instead (decision 0038).
      layout('features/family/guardian-only.tsx', [
        route('mypage/plan/', 'features/billing/plan/plan-page.tsx'),
        route('mypage/plan/subscribe/', 'features/billing/plan/subscribe-page.tsx'),
        route('mypage/plan/card/', 'features/billing/plan/change-card-page.tsx'),
        route('mypage/plan/history/', 'features/billing/plan/history-page.tsx'),
        route('mypage/plan/history/:paymentId/receipt/', 'features/billing/plan/receipt-page.tsx'),
        route('mypage/photos/', 'features/reference-photos/mypage-photos.tsx'),
        route('mypage/children/new/', 'features/siblings/add-sibling-page.tsx'),
        route('mypage/children/:childId/', 'features/siblings/sibling-page.tsx'),
      ]),
      route('mypage/family/', 'features/family/family-page.tsx'),
      route('mypage/download/', 'features/mypage/download/mypage-download.tsx'),
      route('mypage/notifications/', 'features/mypage/mypage-notifications.tsx'),
      route('mypage/name/', 'features/mypage/mypage-name.tsx'),
      route('mypage/password/', 'features/mypage/mypage-password.tsx'),
    ]),
  ]),
  // The operators' console (features/admin/README.md): client-only, its own session and menu.
  layout('layouts/admin.tsx', [
    route('admin/signin/', 'features/admin/admin-signin.tsx'),
    route('admin/invite/', 'features/admin/staff/invite-accept-page.tsx'),
    layout('features/admin/admin-frame.tsx', [
      route('admin/', 'features/admin/admin-home.tsx'),
      // Console screens: one line each, here.
      route('admin/approvals/', 'features/admin-approvals/approvals-page.tsx'),
      route('admin/approvals/:guardianId/', 'features/admin-approvals/approval-page.tsx'),
      // A brother or sister a family added (decision 0043): the same screen, named by the child.
      route('admin/approvals/siblings/:childId/', 'features/admin-approvals/approval-page.tsx', {
        id: 'sibling-approval',
      }),
      route('admin/families/:familyId/', 'features/admin/families/family-page.tsx'),
      route('admin/facilities/', 'features/admin/facilities/facility-list-page.tsx'),
      route('admin/facilities/new/', 'features/admin/facilities/facility-new-page.tsx'),
      route('admin/facilities/:facilityId/', 'features/admin/facilities/facility-detail-page.tsx'),
      route('admin/facilities/:facilityId/edit/', 'features/admin/facilities/facility-edit-page.tsx'),
      route('admin/staff/', 'features/admin/staff/staff-page.tsx'),
      route('admin/inbox/', 'features/admin/inbox/inbox-page.tsx'),
      route('admin/audit/', 'features/admin/audit/audit-page.tsx'),
      route('admin/upload/', 'features/admin-day/upload/upload-page.tsx'),
      route('admin/fairness/', 'features/admin-day/fairness/fairness-page.tsx'),
      route('admin/review/', 'features/admin-day/review/review-page.tsx'),
    ]),
  ]),
  // Resource routes for crawlers: a loader answering text, no page around it.
  route('sitemap.xml', 'features/seo/sitemap-xml.ts'),
  route('robots.txt', 'features/seo/robots-txt.ts'),
  // Both render the root error page with status 404: /404 on purpose, '*' for any unknown path.
  route('404', 'features/error-page/not-found-route.tsx', { id: 'not-found' }),
  route('*', 'features/error-page/not-found-route.tsx', { id: 'catch-all' }),
] satisfies RouteConfig;
