import { type SQL, sql } from '@hibi/db';
import type { TimelineRow, timelineRepository } from './timeline.repository.ts';

/** One item as PostgreSQL builds it: TimelineRow's values in a fixed order, times as text. */
export type ItemTuple = [
  mediaId: string,
  shootingAt: string,
  kind: TimelineRow['kind'],
  width: number | null,
  height: number | null,
  placeholder: string | null,
  fullKey: string | null,
  previewKey: string | null,
  thumbnailKey: string | null,
  mediumKey: string | null,
  posterKey: string | null,
  videoKey: string | null,
  cursorAt: string,
];

type PageSubquery = ReturnType<ReturnType<ReturnType<typeof timelineRepository>['pageQuery']>['as']>;

/**
 * A timeline page subquery as one JSON array of ItemTuples, newest first (null when empty): one
 * value to parse instead of a row of 13 values per item. Times are ISO text cut to the
 * millisecond, as a JS Date is, and the cursor keeps PostgreSQL's exact text.
 */
export function itemsJson(p: PageSubquery): SQL<ItemTuple[] | null> {
  const isoTime = sql`to_char(${p.shootingAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return sql<ItemTuple[] | null>`(select json_agg(json_build_array(${p.mediaId}, ${isoTime}, ${p.kind},
    ${p.width}, ${p.height}, ${p.placeholder}, ${p.fullKey}, ${p.previewKey}, ${p.thumbnailKey},
    ${p.mediumKey}, ${p.posterKey}, ${p.videoKey}, ${p.cursorAt}) order by ${p.shootingAt} desc,
    ${p.mediaId} desc) from ${p})`;
}

/** An ItemTuple as the row the page query answers. */
export function rowOf(item: ItemTuple): TimelineRow {
  const [mediaId, shootingAt, kind, width, height, placeholder, ...rest] = item;
  const [fullKey, previewKey, thumbnailKey, mediumKey, posterKey, videoKey, cursorAt] = rest;
  const keys = { fullKey, previewKey, thumbnailKey, mediumKey, posterKey, videoKey };
  return { mediaId, shootingAt: new Date(shootingAt), kind, width, height, placeholder, ...keys, cursorAt };
}
