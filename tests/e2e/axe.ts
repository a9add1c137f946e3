// The accessibility check every page test runs: axe's WCAG 2.1 A and AA rules, reported as
// "rule: the elements that break it", so a failure names what to fix.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Every violation is still found and listed with all its elements; passes and incomplete
    // checks keep one element each, as nothing here reads them.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
