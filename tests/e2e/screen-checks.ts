import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { waitForReads } from './support';

// Checks every screen must pass: axe-core's accessibility rules, no sideways scrolling on a phone,
// and touch targets a finger can hit.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The smallest side of a touch target on a phone (WCAG 2.5.5, Apple's and Google's guides). */
export const MIN_TOUCH_TARGET_PX = 44;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Serious and critical axe-core violations, one line each with where they are. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // evaluate runs as the page's devtools would, outside its Content-Security-Policy.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * What makes the page wider than the window, so that it scrolls sideways: the innermost elements
 * reaching past its right edge, with how far. Empty when nothing does.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const beyond = (element: Element) => element.getBoundingClientRect().right > root.clientWidth + 0.5;
    return Array.from(document.body.querySelectorAll('*'))
      .filter((element) => beyond(element) && !Array.from(element.children).some(beyond))
      .slice(0, 10)
      .map((element) => {
        const classes = typeof element.className === 'string' ? element.className.slice(0, 60) : '';
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `${element.tagName.toLowerCase()}.${classes} "${text}" ends at ${Math.round(element.getBoundingClientRect().right)}px`;
      });
  });
}

/**
 * Visible controls smaller than MIN_TOUCH_TARGET_PX on a side. A control's target is its own box, or
 * the label that wraps it; links inside running text are exempt, as WCAG exempts inline targets.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"]';
    const describe = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const testId = element.getAttribute('data-testid');
      return `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''} "${text}"`;
    };
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const parentText = element.parentElement?.textContent?.trim() ?? '';
      return parentText.length > (element.textContent?.trim().length ?? 0);
    };
    const small: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Visually hidden until focused (the skip link) or kept for screen readers only.
      if (element.closest('.sr-only')) continue;
      let box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || inRunningText(element)) continue;
      const label = element.closest('label');
      if (label) box = label.getBoundingClientRect();
      // Half a pixel of rounding is no real difference.
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        small.push(`${describe(element)} is ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  }, MIN_TOUCH_TARGET_PX);
}

/** Waits until the screen has its data, lower sections included. Needs trackFetches before the page loaded. */
export async function settle(page: Page): Promise<void> {
  // Lower sections load when scrolled into view: scroll down until none is left waiting (one that
  // loads can push the next one below the window), then back to the top.
  await page.waitForFunction(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return !document.querySelector('[data-loaded="false"]');
  });
  await waitForReads(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Everything a phone screen must pass; soft, so one run lists every failure. */
export async function expectPhoneReady(page: Page, screen: string): Promise<void> {
  // An overlay fading in or out has no final colours yet: check what stays on screen.
  // (A spinner's endless animation never finishes, so only animations with an end are waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  expect.soft(await sidewaysOverflow(page), `${screen} scrolls sideways`).toEqual([]);
  expect.soft(await smallTouchTargets(page), `${screen} has small touch targets`).toEqual([]);
  expect.soft(await seriousAxeViolations(page), `${screen} axe-core violations`).toEqual([]);
}
