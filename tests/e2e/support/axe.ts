/** axe (WCAG 2.x A and AA rules) on the page at rest: what the journeys assert has no serious or critical item. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 100)}`),
    }));
};
