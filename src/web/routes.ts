import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/** The route table (docs/decisions/0007-screens.md). */
export default [
  index('routes/home.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/:slug', 'routes/service-detail.tsx'),
  route('projects', 'routes/projects.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('quote-builder', 'routes/quote-builder.tsx'),
  route('quote', 'routes/quote.tsx'),
  route('book-visit', 'routes/book-visit.tsx'),
  route('visits/:token', 'routes/visit.tsx'),
  route('login', 'routes/auth/login.tsx'),
  route('register', 'routes/auth/register.tsx'),
  route('forgot-password', 'routes/auth/forgot-password.tsx'),
  route('reset-password', 'routes/auth/reset-password.tsx'),
  route('verify-email', 'routes/auth/verify-email.tsx'),
  route('logout', 'routes/auth/logout.tsx'),
  route('dashboard', 'routes/account/dashboard.tsx'),
  // The client hub's sign-in link (docs/clients.md).
  route('hub/sign-in', 'routes/hub-sign-in.tsx'),
  route('dashboard/proposals/:id', 'routes/account/proposal-link.tsx'),
  // A customer's proposal, opened from the e-mailed link (docs/proposals.md).
  route('proposals/:token', 'routes/proposal.tsx'),
  // The crew's day on a phone (docs/jobs.md).
  route('crew', 'routes/crew.tsx'),
  // Admin pages: the layout sends anyone but an admin to /login; add new admin screens inside.
  layout('routes/admin/layout.tsx', [
    ...prefix('admin', [
      index('routes/admin/home.tsx'),
      route('leads/:type/:id', 'routes/admin/lead.tsx'),
      route('clients', 'routes/admin/clients.tsx'),
      route('clients/:id', 'routes/admin/client.tsx'),
      route('services', 'routes/admin/services.tsx'),
      route('users', 'routes/admin/users.tsx'),
      route('icons', 'routes/admin/icons.tsx'),
      route('content', 'routes/admin/content.tsx'),
      route('content/editor', 'routes/admin/site-content.tsx'),
      route('content/media', 'routes/admin/media.tsx'),
      route('multilanguage', 'routes/admin/multilanguage.tsx'),
      route('mail', 'routes/admin/mail.tsx'),
      route('visits', 'routes/admin/visits.tsx'),
      route('schedule', 'routes/admin/schedule.tsx'),
      route('projects', 'routes/admin/projects.tsx'),
      route('analytics', 'routes/admin/analytics.tsx'),
      route('proposals', 'routes/admin/proposals.tsx'),
      route('more', 'routes/admin/more.tsx'),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
