import { describe, expect, it } from 'vitest';
import { findCatalogueEntry } from '~/route-catalogue';
import { closingCalls } from './closing-calls';

describe('closingCalls', () => {
  it('sends every reader on to a page of the site, with one main action per band', () => {
    for (const call of Object.values(closingCalls)) {
      for (const action of call.actions)
        expect(findCatalogueEntry(action.to)?.path, action.to).toBe(action.to);
      expect(call.actions.filter((action) => action.primary)).toHaveLength(1);
    }
  });

  it('gives each band its own id, so that its heading can name it', () => {
    const ids = Object.values(closingCalls).map((call) => call.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
