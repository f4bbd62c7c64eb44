// Browser-test support (DOM types, hence here): what a person sees of a page's layout, measured in the browser.
import type { Locator, Page } from 'playwright-core';

/** List items inside that show a marker (a number or a bullet): a list left to the browser's defaults. */
export function listMarkersIn(scope: Locator): Promise<number> {
  return scope.evaluate(
    (root) =>
      [...root.querySelectorAll('li')].filter((item) => {
        const style = getComputedStyle(item);
        return style.display === 'list-item' && style.listStyleType !== 'none';
      }).length,
  );
}

/** Elements inside that keep the browser's grey bevelled border (a button or image left unstyled). */
export function defaultBordersIn(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll('*')]
      .filter((element) => ['outset', 'inset'].includes(getComputedStyle(element).borderTopStyle))
      .map((element) => element.outerHTML.slice(0, 80)),
  );
}

/**
 * Whether the element is on the first screen without scrolling, and what is at its centre is the
 * element itself (not the tab bar or a banner over it).
 */
export function onFirstScreen(element: Locator): Promise<boolean> {
  return element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight || box.width === 0) return false;
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && target.contains(hit);
  });
}

/** The space between two elements, up and down, in CSS px (negative when they overlap). */
export async function verticalGap(first: Locator, second: Locator): Promise<number> {
  const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
  if (!a || !b) throw new Error('an element is not on the page');
  return Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height));
}

/** How far the console's own screen (not the shell's frame around it) is wider than it shows; -1 without one. */
export function adminScreenOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector('.admin-screen');
    return main ? main.scrollWidth - main.clientWidth : -1;
  });
}
