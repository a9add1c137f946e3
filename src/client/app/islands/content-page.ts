// The whole script of a prerendered content page (About, Privacy, Terms, FAQ, the blog, the sales
// page; served in content.html). The page arrives complete as HTML, so no React and no router run
// here: each interactive bit of that HTML (the header's theme switch and account link, the FAQ's
// accordion, an article's Share button, the analytics switch, the sales page's clicks, the
// notifications region's F8) is wired by a few lines of its own, and the code of anything heavier
// loads only when it is asked for.
// Links are plain links: following one loads the next page, itself prerendered.
import '@client/styles.css';
import { trackPageView } from '@client/lib/analytics';
import { wireAccordion } from './accordion';
import { wireAnalyticsOptOut } from './analytics-opt-out';
import { engagementDue } from './engagement-due';
import { showHeaderAccount } from './header-account';
import { wireNotificationsHotkey } from './notifications';
import { wireSalesLanding } from './sales-landing';
import { wireShareButton } from './share';
import { wireThemeToggle } from './theme-switch';

const all = <E extends Element = HTMLElement>(selector: string) => [...document.querySelectorAll<E>(selector)];

trackPageView(location.pathname);
for (const toggle of all<HTMLButtonElement>('[data-island="theme-toggle"]')) {
  wireThemeToggle(toggle);
  void showHeaderAccount(toggle);
}
for (const root of all('[data-island="accordion"]')) wireAccordion(root);
for (const button of all<HTMLButtonElement>('[data-island="share"]')) wireShareButton(button);
for (const box of all('[data-island="analytics-opt-out"]')) wireAnalyticsOptOut(box);
wireSalesLanding(document);
wireNotificationsHotkey();
// The feedback dialog can be due on any page (free-area.md section 9); its code comes only then.
if (engagementDue()) void import('./engagement-island').then((m) => m.mountEngagement());
