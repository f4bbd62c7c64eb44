import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// How the guardian forms show what went wrong (issue 44, point 11): on the field, or above the
// form's button, never in a toast over it.

/** A field's error as a person and a screen reader meet it. */
export function fieldErrorOf(field: Locator) {
  return field.evaluate((input) => {
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    // The design token, resolved the way the page resolves it.
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-danger)';
    document.body.append(probe);
    const danger = getComputedStyle(probe).color;
    probe.remove();
    return {
      invalid: input.getAttribute('aria-invalid') === 'true',
      described,
      redOutline: getComputedStyle(input).borderTopColor === danger,
      focused: input === document.activeElement,
    };
  });
}

/** Waits for `field` to show `message` as its error: marked invalid, read out, red, and focused. */
export async function expectFieldError(field: Locator, message: string) {
  await expect
    .poll(() => fieldErrorOf(field))
    .toEqual({ invalid: true, described: message, redOutline: true, focused: true });
}

/** The form's alert: its text, whether it is the region just above the form's button, and toasts. */
export function formAlertOf(page: Page) {
  return page.evaluate(() => {
    const alert = document.querySelector('[role="alert"] > .form-alert');
    const region = alert?.parentElement;
    const button = region?.nextElementSibling;
    return {
      text: alert?.textContent ?? null,
      aboveButton:
        button instanceof HTMLButtonElement &&
        (alert?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY) <=
          button.getBoundingClientRect().top,
      toasts: document.querySelectorAll('.toast').length,
    };
  });
}

/** Waits for the form to say `text` above its button, with no toast over it. */
export async function expectAlertAboveButton(page: Page, text: string) {
  await expect.poll(() => formAlertOf(page)).toEqual({ text, aboveButton: true, toasts: 0 });
}

/** Whether anything sticks out sideways: the page, and each button of `card` past its padding. */
export function overflowOf(page: Page, card: string) {
  return page.evaluate((selector) => {
    const box = document.querySelector(selector);
    if (!box) return { pageWidth: -1, viewport: 0, outside: ['no card'] };
    const style = getComputedStyle(box);
    const rect = box.getBoundingClientRect();
    const left = rect.left + Number.parseFloat(style.paddingLeft);
    const right = rect.right - Number.parseFloat(style.paddingRight);
    const outside = [...box.querySelectorAll('button, .button')]
      .filter((button) => {
        const own = button.getBoundingClientRect();
        return own.width > 0 && (own.left < left - 0.5 || own.right > right + 0.5);
      })
      .map((button) => button.textContent ?? '');
    return { pageWidth: document.documentElement.scrollWidth, viewport: window.innerWidth, outside };
  }, card);
}

/** Full-page screenshots of the screen as it stands at a phone's and a tablet's width. */
export async function screenshotsOf(page: Page, name: string) {
  for (const width of [375, 768]) {
    await page.setViewportSize({ width, height: 812 });
    await page.screenshot({ path: `/tmp/signup-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

/** A refused sign-in says so above the form's button, with no toast over it (issue 44, point 11). */
export async function expectSignInRefused(page: Page) {
  await expectAlertAboveButton(page, 'メールアドレスまたはパスワードが正しくありません。');
}
