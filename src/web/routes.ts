import { index, type RouteConfig, route } from '@react-router/dev/routes';

/** The route table of SPEC.md section 2. */
export default [
  index('routes/home.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/:slug', 'routes/service-detail.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
