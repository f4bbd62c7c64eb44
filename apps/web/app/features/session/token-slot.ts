import type { StoredItem } from './client-storage';

/**
 * An access token in memory, mirrored in the tab's session storage (§3) so a reload does not cost
 * a refresh. The guardian app and the console each hold one, under their own keys.
 */
export function tokenSlot(stored: StoredItem<string>) {
  let token: string | null = null;
  let loaded = false;
  return {
    current(): string | null {
      if (!loaded) {
        loaded = true;
        token = stored.read();
      }
      return token;
    },
    store(next: string) {
      loaded = true;
      token = next;
      stored.write(next);
    },
    clear() {
      loaded = true;
      token = null;
      stored.clear();
    },
  };
}
