import type { MetaDescriptor } from 'react-router';
import { catalogueEntry, type StaticPath } from '~/route-catalogue';
import { metaOf } from './page-meta';

/** A route's `meta` export for a catalogued path: `export const meta = metaFor('/faq/');`. */
export function metaFor(
  path: StaticPath,
): (args: Parameters<ReturnType<typeof metaOf>>[0]) => MetaDescriptor[] {
  return metaOf(catalogueEntry(path));
}
