import { useContentShown } from './content-shown';

/**
 * React Router asks the server about each link's route once the link renders (`/__manifest`).
 * The site's frame (logo, menu, account corner, footer) asks once the page's content is shown: on
 * a client-only page (§2) its request went out before the page's words, on the connection a
 * phone needed for them, and Lighthouse counted it into the largest paint.
 */
export function useFrameLinkDiscovery(): 'render' | 'none' {
  return useContentShown() ? 'render' : 'none';
}
