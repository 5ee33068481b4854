import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, seriousAccessibilityViolations } from '../support/browser.js';

/** A signed-up player of the browser suites. */
export const PLAYER = { email: 'ann.player@example.com', password: 'Correct-Horse-9!x', name: 'Ann' };

/**
 * Checks the page as shown now: no serious or critical axe violation and no console error (a
 * Content-Security-Policy refusal logs one), then writes its screenshot.
 */
export async function checkPage(page: Page, errors: string[], name: string): Promise<void> {
  const violations = await seriousAccessibilityViolations(page);
  expect(violations, `${name}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
  expect(errors, `${name}: console errors`).toEqual([]);
  errors.length = 0;
  await screenshot(page, name);
}
