import { redirect } from 'react-router';
import type { Route } from './+types/quote';

/** /quote?service={id} is an older address of the quote builder; the query (the service) is kept. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/quote-builder${new URL(request.url).search}`, 301);
}
