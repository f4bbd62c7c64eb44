// Where the toast is drawn. A modal <dialog> sits in the browser's top layer and makes the rest of
// the page inert, and the photo viewer does the same to everything beside it: a toast drawn in the
// page would be hidden behind them and silenced. So the topmost open one lends its element.
import { useEffect } from 'react';
import { externalStore } from './external-store';

const layers = externalStore<HTMLElement[]>([]);

/** The element the toast goes into now; null: its own place in the page. */
export const useToastLayer = () => layers.use().at(-1) ?? null;

/** Lends `element` to the toast while `open` (a modal dialog, the viewer). */
export function useLendToastLayer(element: HTMLElement | null, open: boolean) {
  useEffect(() => {
    if (!element || !open) return;
    layers.set([...layers.get(), element]);
    return () => layers.set(layers.get().filter((layer) => layer !== element));
  }, [element, open]);
}
