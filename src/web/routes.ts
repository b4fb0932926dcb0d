import { index, type RouteConfig, route } from '@react-router/dev/routes';

/** The route table of SPEC.md section 2. */
export default [
  index('routes/home.tsx'),
  route('quote-builder', 'routes/quote-builder.tsx'),
  route('quote', 'routes/quote.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
