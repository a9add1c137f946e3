// The engagement pieces of free-area.md sections 2, 4, 5 and 8: the featured showcase, the
// premium promotion modal, the feedback dialog, the survey, the e-mail signup and /contact.
import type { Page, Route } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { axeViolations } from './axe';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });


/** One generation on the home page; resolves when generationCount has reached `expected`. */
async function generate(page: Page, expected: number) {
  const form = page.getByTestId('generator-form');
  if ((await form.getByLabel('Genre').inputValue()) === '') await form.getByLabel('Genre').selectOption('doom-metal');
  await form.getByRole('button', { name: 'Generate Band Names' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('generationCount'))).toBe(String(expected));
  // A CSS locator: a dialog this generation opened hides the form from the accessibility tree.
  await expect(form.locator('button[type="submit"]')).toHaveText('Generate Band Names');
}

/**
 * The toast renderer loads lazily and subscribes to the toast store in an effect; a toast raised
 * in between is not shown (src/client/components/ui/use-toast.ts). Wait until it is listening.
 */
async function toasterReady(page: Page) {
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

/** A failure the test provokes on purpose makes the browser log the status: expect it, once handled. */
function acceptLoggedStatus(consoleErrors: string[], status: number) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (consoleErrors[i]!.includes(`status of ${status}`)) consoleErrors.splice(i, 1);
}

/** The showcase's time on a slide (SHOWCASE_INTERVAL_MS in featured-showcase.tsx). */
const SLIDE_MS = 5000;

const fail = (status: number, body = '') => (route: Route) => route.fulfill({ status, contentType: body.startsWith('{') ? 'application/json' : 'text/plain', body });

test.describe('featured showcase', () => {
  test('turns by itself, pauses while hovered or focused, and follows its buttons and dots', async ({ page }) => {
    test.setTimeout(60_000);
    // The page's clock runs on its own but can be moved on: a slide's 5 s pass at once, and 'no
    // turn' is a clock moved past the turn, not a wait on the machine's time.
    await page.clock.install();
    await page.goto('/');
    const showcase = page.getByTestId('showcase');
    const name = showcase.getByTestId('showcase-slide').getByTestId('showcase-name');
    await expect(name).toHaveText('Mirrorforth');
    await expect(showcase.getByRole('group', { name: '1 of 7: Mirrorforth' })).toBeVisible();
    await waitForHydration(page);

    // Auto-advance, with the pointer elsewhere and nothing focused inside.
    await page.clock.runFor(SLIDE_MS);
    await expect(name).toHaveText('The Retro Chase', { timeout: 10_000 });

    // Each slide has its cover from the local art engine, 512 px.
    const img = showcase.getByTestId('showcase-slide').locator('img');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(512);
    await expect(img).toHaveAttribute('alt', 'Album cover for The Retro Chase');

    await showcase.getByRole('button', { name: 'Next slide' }).click();
    await expect(name).toHaveText('Groove Thesis');
    // Pointer and focus are inside now: no turn.
    await page.clock.runFor(SLIDE_MS + 1000);
    await expect(name).toHaveText('Groove Thesis');

    await showcase.getByRole('button', { name: 'Previous slide' }).click();
    await expect(name).toHaveText('The Retro Chase');
    await showcase.getByRole('button', { name: 'Slide 7: VAMPSILK' }).click();
    await expect(name).toHaveText('VAMPSILK');
    await expect(showcase.getByRole('button', { name: 'Slide 7: VAMPSILK' })).toHaveAttribute('aria-current', 'true');
    await showcase.getByRole('button', { name: 'Next slide' }).click();
    await expect(name).toHaveText('Mirrorforth');
    await showcase.getByRole('button', { name: 'Previous slide' }).click();
    await expect(name).toHaveText('VAMPSILK');

    // Pointer out and focus elsewhere: it turns again.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(SLIDE_MS);
    await expect(name).toHaveText('Mirrorforth', { timeout: 10_000 });
  });

  test('stands still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The machine's own clock, not an installed one: with a reduced-motion page and the fake clock
    // together, hydration's transition at times never committed on a loaded machine. A slide's
    // time and a half of real waiting still shows any turn that would happen.
    await page.goto('/');
    const showcase = page.getByTestId('showcase');
    await expect(showcase.getByTestId('showcase-name').first()).toBeAttached();
    await expect(showcase.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    await waitForHydration(page);
    await page.waitForTimeout(SLIDE_MS + 1500);
    await expect(showcase.getByTestId('showcase-slide').getByTestId('showcase-name')).toHaveText('Mirrorforth');
    await showcase.getByRole('button', { name: 'Next slide' }).click();
    await expect(showcase.getByTestId('showcase-slide').getByTestId('showcase-name')).toHaveText('The Retro Chase');
  });

  test('its link opens the premium modal, tracked; upgrade goes to /subscribe', async ({ page }) => {
    await page.goto('/');
    const tracked = page.waitForRequest((r) => r.url().endsWith('/api/track-premium-promotion-click'));
    await page.getByRole('button', { name: 'Want covers like these? See Premium' }).click();
    expect((await tracked).postDataJSON()).toEqual({ clickSource: 'featured_showcase', limitType: 'promotional' });
    const modal = page.getByTestId('premium-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Your all-in-one AI music suite' })).toBeVisible();
    for (const text of ['AI Art Studio', 'Bio & Story Builder', 'Outreach E-mail Engine', 'Magic Mixer', 'Gig Strategy', '$7', '/month', '$29', 'lifetime']) {
      await expect(modal).toContainText(text);
    }
    const upgradeTracked = page.waitForRequest((r) => r.url().endsWith('/api/track-premium-promotion-click'));
    await modal.getByRole('button', { name: 'Upgrade to Premium' }).click();
    expect((await upgradeTracked).postDataJSON()).toEqual({ clickSource: 'featured_showcase', limitType: 'promotional' });
    await expect(page).toHaveURL(/\/subscribe$/);
    await expect(modal).toHaveCount(0);
  });
});

test.describe('premium promotion modal', () => {
  test('opens on the 11th generation and not again within the cooldown', async ({ page }) => {
    test.setTimeout(60_000);
    // Keep the feedback dialog (10th generation) out of the way: this test is about the modal.
    await page.addInitScript(() => localStorage.setItem('exitPopupShown', 'true'));
    await page.goto('/');
    const modal = page.getByTestId('premium-modal');
    for (let i = 1; i <= 10; i++) {
      await generate(page, i);
      await expect(modal).toHaveCount(0);
    }
    expect(await page.evaluate(() => localStorage.getItem('premiumPromoGenerationCount'))).toBe('10');

    await generate(page, 11);
    await expect(modal).toBeVisible();
    await expect(modal).toHaveAttribute('data-trigger', 'name_form_generations');
    await modal.getByRole('button', { name: 'Maybe later' }).click();
    await expect(modal).toHaveCount(0);
    const lastShown = Number(await page.evaluate(() => localStorage.getItem('premiumPromoLastShown')));
    expect(Date.now() - lastShown).toBeLessThan(60_000);

    // Within the 30-minute cooldown: no automatic showing, however many generations.
    await generate(page, 12);
    await page.waitForTimeout(400);
    await expect(modal).toHaveCount(0);

    // Explicit asks ignore the cooldown: the hero 'See More' opens it at once.
    await page.getByRole('button', { name: 'See More' }).click();
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);

    // Once the cooldown has passed, the next generation shows it again.
    await page.evaluate(() => localStorage.setItem('premiumPromoLastShown', String(Date.now() - 31 * 60 * 1000)));
    await generate(page, 13);
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toHaveCount(0);
  });

  test('opens once on the first favourite of a free visitor', async ({ page }) => {
    await page.goto('/');
    await generate(page, 1);
    const modal = page.getByTestId('premium-modal');
    await page.getByTestId('name-result').first().getByRole('button', { name: 'Save to Liked' }).click();
    await expect(modal).toBeVisible();
    await expect(modal).toHaveAttribute('data-trigger', 'first_favorite');
    expect(await page.evaluate(() => localStorage.getItem('heartPopupShown'))).toBe('true');
    await modal.getByRole('button', { name: 'Maybe later' }).click();

    // Never on a later favourite, even after the cooldown.
    await page.evaluate(() => localStorage.setItem('premiumPromoLastShown', '1'));
    await generate(page, 2);
    await page.getByTestId('name-result').first().getByRole('button', { name: 'Save to Liked' }).click();
    await expect(page.getByTestId('name-result').first().getByRole('button', { name: 'Liked' })).toBeVisible();
    await page.waitForTimeout(400);
    await expect(modal).toHaveCount(0);
  });
});

test.describe('feedback dialog', () => {
  test('appears after the 10th generation, handles rating, comment, failure and success, and never again', async ({ page, consoleErrors }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    const dialog = page.getByTestId('feedback-dialog');
    for (let i = 1; i <= 9; i++) await generate(page, i);
    await expect(dialog).toHaveCount(0);
    await generate(page, 10);
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('exitPopupShown'))).toBe('true');
    await expect(dialog.getByRole('heading', { name: 'Before you go...' })).toBeVisible();
    await expect(dialog).toContainText('How was your experience with our band name generator?');
    await expect(dialog.getByTestId('rating-label')).toHaveText('Rate your experience');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();

    // A send without a rating (Ctrl+Enter in the comment box) asks for one.
    const comment = dialog.getByLabel(/Comments/);
    await comment.fill('Great doom names');
    await expect(dialog.getByTestId('feedback-counter')).toHaveText('16/500');
    await comment.press('Control+Enter');
    await expect(page.getByText('Please select a rating', { exact: true })).toBeVisible();
    await expect(page.getByText("We'd love to know what you think of our site!", { exact: true })).toBeVisible();

    await comment.fill('x'.repeat(600));
    await expect(dialog.getByTestId('feedback-counter')).toHaveText('500/500');
    await comment.fill('  Great doom names  ');

    const labels = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'];
    for (let star = 1; star <= 5; star++) {
      await dialog.getByRole('radio', { name: `${star} ${star === 1 ? 'star' : 'stars'}: ${labels[star - 1]}` }).click();
      await expect(dialog.getByTestId('rating-label')).toHaveText(labels[star - 1]!);
    }
    await dialog.getByRole('radio', { name: '4 stars: Very Good' }).click();
    await expect(submit).toBeEnabled();

    // A failed send keeps the dialog open.
    await page.route('**/api/user-feedback', fail(500, '{"error":"Internal Server Error","code":"INTERNAL"}'));
    await submit.click();
    await expect(page.getByText('Failed to submit feedback. Please try again.', { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
    await page.unroute('**/api/user-feedback');
    acceptLoggedStatus(consoleErrors, 500);

    // While sending, everything is disabled and the button says so.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent: unknown;
    await page.route('**/api/user-feedback', async (route) => {
      sent = route.request().postDataJSON();
      await held;
      await route.continue();
    });
    await submit.click();
    const sending = dialog.getByRole('button', { name: 'Submitting...' });
    await expect(sending).toBeDisabled();
    await expect(comment).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: '4 stars: Very Good' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Skip' })).toBeDisabled();
    release();
    await expect(page.getByText('Thank you for your feedback!', { exact: true })).toBeVisible();
    await expect(page.getByText('Your input helps us improve the site.', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(sent).toEqual({ rating: 4, comment: 'Great doom names' });

    // Never again: not on later generations, not after a reload.
    await page.addInitScript(() => localStorage.setItem('premiumPromoLastShown', String(Date.now())));
    await page.reload();
    await page.getByTestId('generator-form').getByLabel('Genre').selectOption('doom-metal');
    await generate(page, 11);
    await page.waitForTimeout(400);
    await expect(dialog).toHaveCount(0);
  });

  test('Skip and the close icon close it, for good', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('generationCount', '10');
      }
    });
    await page.goto('/');
    const dialog = page.getByTestId('feedback-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await expect(dialog).toHaveCount(0);
    // The trigger lives in a lazily loaded host. Wait until it has loaded and checked (it then
    // preloads the dialog's code), or a late check would see the key removed below and fire here.
    await page.reload({ waitUntil: 'networkidle' });
    await expect(dialog).toHaveCount(0);

    await page.evaluate(() => localStorage.removeItem('exitPopupShown'));
    await page.reload();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('home empty state', () => {
  test('the survey asks for a choice and for other text, reports failure, thanks once', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await toasterReady(page);
    const survey = page.getByTestId('band-survey');
    await expect(page.getByTestId('empty-state')).toContainText('Your names will appear here.');
    await survey.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please select an option', { exact: true })).toBeVisible();
    await expect(page.getByText("Choose what challenge you're facing with your band.", { exact: true })).toBeVisible();

    for (const label of ['Getting gigs', 'Finding bandmates', 'Making recordings', 'Songwriting']) await expect(survey.getByRole('radio', { name: label })).toBeVisible();
    await survey.getByRole('radio', { name: 'Something else' }).check();
    await survey.getByLabel('Your challenge').fill('   ');
    await survey.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please specify your challenge', { exact: true })).toBeVisible();
    await expect(page.getByText("Tell us what other challenge you're facing.", { exact: true })).toBeVisible();

    await survey.getByLabel('Your challenge').fill('  Our drummer moved to Berlin ');
    await page.route('**/api/band-challenge-survey', fail(500));
    await survey.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Failed to submit your response. Please try again.', { exact: true })).toBeVisible();
    await page.unroute('**/api/band-challenge-survey');
    acceptLoggedStatus(consoleErrors, 500);

    const request = page.waitForRequest((r) => r.url().endsWith('/api/band-challenge-survey'));
    await survey.getByRole('button', { name: 'Submit' }).click();
    expect((await request).postDataJSON()).toEqual({ challenge: 'other', otherText: 'Our drummer moved to Berlin' });
    await expect(page.getByTestId('survey-thanks')).toContainText('Thanks for sharing!');
    await expect(page.getByTestId('band-survey')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('survey-thanks')).toBeVisible();
    await expect(page.getByTestId('band-survey')).toHaveCount(0);
  });

  test('the e-mail signup checks the address, reports failure, signs up and locks, and greets a repeat kindly', async ({ page, consoleErrors }, testInfo) => {
    await page.goto('/');
    await toasterReady(page);
    const signup = page.getByTestId('email-signup');
    const field = signup.getByLabel('Email address');
    const button = signup.getByRole('button', { name: 'Sign Up' });

    await field.fill('   ');
    await button.click();
    await expect(page.getByText('Email required', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter your email address.', { exact: true })).toBeVisible();

    await field.fill('not an email');
    await button.click();
    await expect(page.getByText('Invalid email', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.', { exact: true })).toBeVisible();

    const address = `fan-${testInfo.workerIndex}-${Date.now()}@example.com`;
    await field.fill(`  ${address.toUpperCase()} `);
    await page.route('**/api/email-signup', fail(503, '{"error":"The list is resting, try again soon"}'));
    await button.click();
    await expect(page.getByText('Signup failed', { exact: true })).toBeVisible();
    await expect(page.getByText('The list is resting, try again soon', { exact: true })).toBeVisible();
    await page.unroute('**/api/email-signup');
    await page.route('**/api/email-signup', fail(502));
    await button.click();
    await expect(page.getByText('Please try again later.', { exact: true })).toBeVisible();
    await page.unroute('**/api/email-signup');
    acceptLoggedStatus(consoleErrors, 503);
    acceptLoggedStatus(consoleErrors, 502);

    const request = page.waitForRequest((r) => r.url().endsWith('/api/email-signup'));
    await button.click();
    expect((await request).postDataJSON()).toEqual({ email: address.toUpperCase(), source: 'homepage' });
    await expect(page.getByText('Success!', { exact: true })).toBeVisible();
    await expect(page.getByText("Thanks for signing up! We'll keep you posted.", { exact: true })).toBeVisible();
    await expect(field).toBeDisabled();
    await expect(signup.getByRole('button', { name: 'Signed Up' })).toBeDisabled();

    await page.reload();
    await toasterReady(page);
    await page.getByTestId('email-signup').getByLabel('Email address').fill(address);
    await page.getByTestId('email-signup').getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Success!', { exact: true })).toBeVisible();
    await expect(page.getByText("You're already on the list. Thanks for staying with us!", { exact: true })).toBeVisible();
  });
});

test.describe('contact page', () => {
  test('requires every field, reports failure, sends and resets', async ({ page, consoleErrors }) => {
    await page.goto('/contact');
    await toasterReady(page);
    const form = page.getByTestId('contact-form');
    const name = form.getByLabel('Name');
    const email = form.getByLabel('Email');
    const subject = form.getByLabel('Subject');
    const message = form.getByLabel('Message');
    await expect(email).toHaveAttribute('type', 'email');

    let posts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact')) posts++;
    });
    const send = form.getByRole('button', { name: 'Send Message' });
    await send.click();
    for (const field of [name, email, subject, message]) {
      await expect(field).toHaveAttribute('required', '');
      expect(await field.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    }
    expect(await name.evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe('');

    await name.fill('Riley Stone');
    await email.fill('riley-at-example');
    await subject.fill('Booking question');
    await message.fill('Can we use a generated name on merch?');
    await send.click();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(await email.evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe('');
    expect(posts).toBe(0);

    await email.fill('riley@example.com');
    await page.route('**/api/contact', fail(500));
    await send.click();
    await expect(page.getByText('There was a problem sending your message. Please try again.', { exact: true })).toBeVisible();
    await expect(name).toHaveValue('Riley Stone');
    await page.unroute('**/api/contact');
    acceptLoggedStatus(consoleErrors, 500);
    // Too many messages from one address: the server's text says when to try again.
    const tooMany = 'Too many messages: the contact form takes 5 messages an hour from one address. Please try again at 13:00 UTC (in 25 min).';
    await page.route('**/api/contact', fail(429, JSON.stringify({ error: tooMany, message: tooMany, code: 'HOURLY_LIMIT', resetsAt: '2026-03-14T13:00:00.000Z' })));
    await send.click();
    await expect(page.getByText(tooMany, { exact: true })).toBeVisible();
    await expect(name).toHaveValue('Riley Stone');
    await page.unroute('**/api/contact');
    acceptLoggedStatus(consoleErrors, 429);

    const request = page.waitForRequest((r) => r.url().endsWith('/api/contact'));
    await send.click();
    expect((await request).postDataJSON()).toEqual({ name: 'Riley Stone', email: 'riley@example.com', subject: 'Booking question', message: 'Can we use a generated name on merch?' });
    await expect(page.getByText('Message Sent', { exact: true })).toBeVisible();
    for (const field of [name, email, subject, message]) await expect(field).toHaveValue('');
  });
});

test('the engagement pieces pass the axe accessibility checks in both themes', async ({ browser }) => {
  test.setTimeout(150_000);
  const check = async (page: Page, what: string) => {
    expect(await axeViolations(page), what).toEqual([]);
  };
  for (const colorScheme of ['light', 'dark'] as const) {
    // Its own address too: the fixture's header applies to the default context only.
    const context = await browser.newContext({ colorScheme, reducedMotion: 'reduce', extraHTTPHeaders: { 'x-forwarded-for': `10.250.0.${colorScheme === 'light' ? 1 : 2}` } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('band-survey')).toBeVisible();
    await expect(page.getByTestId('showcase-slide').locator('img')).toBeVisible();
    await check(page, `home (${colorScheme})`);

    await page.evaluate(() => {
      localStorage.setItem('generationCount', '10');
      localStorage.removeItem('exitPopupShown');
    });
    await page.reload();
    await expect(page.getByTestId('feedback-dialog')).toBeVisible();
    await page.getByRole('radio', { name: '3 stars: Good' }).click();
    await check(page, `feedback dialog (${colorScheme})`);
    await page.getByRole('button', { name: 'Skip' }).click();

    await page.getByRole('button', { name: 'Want covers like these? See Premium' }).click();
    await expect(page.getByTestId('premium-modal')).toBeVisible();
    await check(page, `premium modal (${colorScheme})`);
    await page.keyboard.press('Escape');

    await page.goto('/contact');
    await expect(page.getByTestId('contact-form')).toBeVisible();
    await check(page, `contact (${colorScheme})`);
    await context.close();
  }
});
