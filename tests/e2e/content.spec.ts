// Content pages (free-area.md section 2): FAQ accordion, blog cards, articles with back link,
// call to action and Share button; prerendered HTML that hydrates in place.
// Run after `npm run build` (the build writes the prerendered pages).
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { axeViolations } from './axe';

const CONTENT_PAGES = [
  { path: '/about', h1: 'About Band Name Studio', text: 'Naming a band is harder than it looks' },
  { path: '/privacy', h1: 'Privacy Policy', text: 'we count requests by the network (IP) address' },
  { path: '/terms', h1: 'Terms of Service', text: 'You must be at least 13 years old' },
  { path: '/faq', h1: 'Frequently Asked Questions', text: 'with no limits and no sign-up required' },
  { path: '/blog', h1: 'Blog', text: 'How Famous Bands Got Their Names' },
  { path: '/blog/testing-band-names', h1: 'How to Test Your Band Name', text: 'Call a friend who has not heard the name' },
  { path: '/blog/famous-band-names', h1: 'How Famous Bands Got Their Names', text: 'a daft punky thrash' },
] as const;

const ARTICLES = CONTENT_PAGES.filter((p) => p.path.startsWith('/blog/'));

const FAQ_SECTIONS = ['General Usage', 'Band Name Generation', 'Album Covers', 'Legal & Usage Rights', 'Technical Questions'];

declare global {
  interface Window {
    __prerendered?: { h1: Element | null; logo: Element | null };
  }
}

/** Remembers the prerendered nodes as parsing ends, before any module script runs. */
async function watchPrerenderedNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        window.__prerendered = { h1: document.querySelector('main h1'), logo: document.querySelector('[data-testid="logo"]') };
      }
    });
  });
}


test.describe('prerendered content pages', () => {
  test('the first response carries the page content', async ({ page }) => {
    for (const p of ['/privacy', '/terms']) {
      expect(await (await page.request.get(p)).text(), p).toContain('Last updated <time dateTime="2025-05-19">May 19, 2025</time>');
    }
    for (const p of [...CONTENT_PAGES, { path: '/sales-landing', h1: '', text: '' }]) {
      const res = await page.request.get(p.path);
      expect(res.status(), p.path).toBe(200);
      const html = await res.text();
      expect(html, p.path).toContain('<div id="root" data-prerendered="true">');
      expect(html, p.path).toContain(p.text);
      expect(html, p.path).toMatch(/<main id="main"[^>]*>[\s\S]*<h1/);
    }
  });

  test('the articles and FAQ carry structured data', async ({ page }) => {
    const faq = await (await page.request.get('/faq')).text();
    const faqData = JSON.parse(faq.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
    expect(faqData['@type']).toBe('FAQPage');
    expect(faqData.mainEntity.length).toBeGreaterThanOrEqual(20);
    expect(faqData.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
    for (const a of ARTICLES) {
      const html = await (await page.request.get(a.path)).text();
      const data = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
      expect(data).toMatchObject({ '@type': 'BlogPosting', headline: a.h1, datePublished: '2025-05-21' });
    }
  });

  test('reads without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog/famous-band-names');
    await expect(page.getByRole('heading', { level: 1, name: 'How Famous Bands Got Their Names' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Led Zeppelin' })).toBeVisible();
    await expect(page.getByText('a daft punky thrash')).toBeVisible();
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 2, name: 'Album Covers' })).toBeVisible();
    await context.close();
  });

  test('hydrates in place, without replacing the prerendered nodes', async ({ page }) => {
    await watchPrerenderedNodes(page);
    for (const p of [...CONTENT_PAGES, { path: '/sales-landing', h1: '', text: '' }]) {
      await page.goto(p.path);
      await waitForHydration(page);
      const kept = await page.evaluate(() => {
        const before = window.__prerendered;
        return {
          prerendered: document.getElementById('root')?.dataset.prerendered === 'true',
          h1: !!before?.h1 && before.h1 === document.querySelector('main h1'),
          logo: !!before?.logo && before.logo === document.querySelector('[data-testid="logo"]'),
        };
      });
      expect(kept, p.path).toEqual({ prerendered: true, h1: true, logo: true });
    }
  });

  for (const p of CONTENT_PAGES) {
    test(`${p.path} passes the axe accessibility checks in both themes`, async ({ browser }) => {
      // Two axe runs over a long article: more than the default 30 s on a busy machine.
      test.slow();
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ colorScheme });
        const page = await context.newPage();
        await page.goto(p.path);
        await waitForHydration(page);
        expect(await axeViolations(page), `${p.path} (${colorScheme})`).toEqual([]);
        await context.close();
      }
    });
  }
});

test.describe('FAQ', () => {
  test('shows five sections of questions, keeping the no-limits wording', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.locator('main h2')).toHaveText([...FAQ_SECTIONS, 'Still deciding on a name?']);
    await expect(page.getByText('Band Name Studio is free to use, with no limits and no sign-up required.')).toBeAttached();
  });

  test('opens and closes answers with the mouse and the keyboard', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    const section = page.getByTestId('faq-section-general-usage');
    const trigger = section.getByRole('button', { name: 'Is Band Name Studio free?' });
    const answer = section.getByText('Band Name Studio is free to use, with no limits');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();

    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    // The trigger points at its answer region (server and client ids agree after hydration).
    const controls = await trigger.getAttribute('aria-controls');
    await expect(page.locator(`[id="${controls}"]`)).toHaveAttribute('role', 'region');
    await expect(page.locator(`[id="${controls}"]`)).toContainText('no limits');

    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();

    // Keyboard: arrow keys move between questions, Enter and Space toggle.
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    const next = section.getByRole('button', { name: 'Do I need to create an account?' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(next).toHaveAttribute('aria-expanded', 'true');
    await expect(section.getByText('The generator, album covers, saved names and the blog all work without an account.')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(next).toHaveAttribute('aria-expanded', 'false');

    for (const title of FAQ_SECTIONS) {
      const s = page.locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
      await expect(s.getByRole('button').first(), title).toBeVisible();
      expect(await s.getByRole('button').count(), title).toBeGreaterThanOrEqual(4);
    }
  });
});

test.describe('blog', () => {
  test('the cards show title, date, read time and category and lead to the articles', async ({ page }) => {
    await page.goto('/blog');
    const cards = [
      { slug: 'testing-band-names', title: 'How to Test Your Band Name', readTime: '12 min read', category: 'Band Naming' },
      { slug: 'famous-band-names', title: 'How Famous Bands Got Their Names', readTime: '15 min read', category: 'Music History' },
    ];
    for (const c of cards) {
      const card = page.getByTestId(`blog-card-${c.slug}`);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(c.title);
      await expect(card.getByTestId('blog-card-date')).toHaveText('May 21, 2025');
      await expect(card.getByTestId('blog-card-read-time')).toHaveText(c.readTime);
      await expect(card.getByTestId('blog-card-category')).toHaveText(c.category);
      await expect(card.getByRole('link', { name: c.title })).toHaveAttribute('href', `/blog/${c.slug}`);
    }
    await waitForHydration(page);
    await page.getByRole('link', { name: 'How Famous Bands Got Their Names' }).click();
    await expect(page).toHaveURL(/\/blog\/famous-band-names$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How Famous Bands Got Their Names');
  });
});

test.describe('articles', () => {
  for (const article of ARTICLES) {
    test(`${article.path}: back link, call to action and text`, async ({ page }) => {
      await page.goto(article.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.h1);
      await expect(page.getByText(article.text)).toBeVisible();
      await expect(page.getByTestId('back-to-blog')).toHaveAttribute('href', '/blog');
      await expect(page.getByTestId('generator-cta')).toHaveAttribute('href', '/');
      await waitForHydration(page);
      await page.getByTestId('back-to-blog').click();
      await expect(page).toHaveURL(/\/blog$/);
      await page.goBack();
      await page.getByTestId('generator-cta').click();
      await expect(page).toHaveURL(/\/$/);
    });

    test(`${article.path}: Share copies the link and alerts when there is no share sheet`, async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true, writable: true });
      });
      await page.goto(article.path);
      await waitForHydration(page);
      const alerts: string[] = [];
      page.on('dialog', (d) => {
        alerts.push(`${d.type()}: ${d.message()}`);
        void d.accept();
      });
      await page.getByRole('button', { name: 'Share' }).click();
      await expect.poll(() => alerts).toEqual(['alert: Link copied to clipboard!']);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${article.path}`);
    });
  }

  test('Share uses the share sheet when there is one, and only logs when it fails', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { __shares: unknown[] }).__shares = calls;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: unknown) => {
          calls.push(data);
          return calls.length === 1 ? Promise.resolve() : Promise.reject(new DOMException('Share canceled', 'AbortError'));
        },
      });
    });
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    const logs: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'log' || m.type() === 'warning') logs.push(m.text());
    });
    await page.goto('/blog/testing-band-names');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares)).toEqual([
      { title: 'How to Test Your Band Name', url: `${baseURL}/blog/testing-band-names` },
    ]);
    // A cancelled share sheet is logged (not as an error: the fixture fails the test on console errors).
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => logs.some((l) => l.includes('Share did not complete'))).toBe(true);
    expect(dialogs).toBe(0);
  });
});

test.describe('privacy', () => {
  test('the analytics switch turns first-party analytics off and on', async ({ page }) => {
    await page.goto('/privacy');
    const box = page.getByRole('checkbox', { name: 'Allow first-party analytics in this browser' });
    await expect(box).toBeEnabled();
    await expect(box).toBeChecked();
    await box.uncheck();
    expect(await page.evaluate(() => localStorage.getItem('analyticsOptOut'))).toBe('true');
    await expect(page.getByTestId('analytics-opt-out')).toContainText('Analytics are off');
    await box.check();
    expect(await page.evaluate(() => localStorage.getItem('analyticsOptOut'))).toBeNull();
  });
});
