import { data } from 'react-router';

// Serves /404 and the catch-all route: throwing from the loader makes the root error boundary
// render the 404 page, and the server answer with status 404.
export function loader() {
  throw data('Not Found', { status: 404 });
}

// Never rendered (the loader always throws), but a default export keeps this a page route
// rather than a resource route.
export default function NotFound() {
  return null;
}
