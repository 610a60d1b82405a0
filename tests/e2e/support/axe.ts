/**
 * axe on the page at rest: what the journeys assert has no serious or critical item. It runs the
 * project's pinned axe-core (4.14.1, a devDependency), not the copy @axe-core/playwright 4.13.0
 * bundles: @axe-core/playwright 4.14.0 declares node >=22.12, and `axeSource` is its documented
 * way to run another engine. Every WCAG 2.0 and 2.1 A and AA rule, and axe's best practices
 * (none of them serious or critical on the journeys' pages).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export const seriousViolations = async (page: Page) => {
  // Audit the page at rest: no hover left by the last click, and no transition (a pressed button, a
  // sliding drawer) half-way, where colours are blended.
  await page.mouse.move(0, 0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page, axeSource: axe.source }).withTags(AXE_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 100)}`),
    }));
};
