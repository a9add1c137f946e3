// The FAQ's accordion on the prerendered page: the markup Radix's Accordion wrote at build time
// (features/content/components/faq-accordion.tsx, type "multiple", answers always in the HTML and
// hidden by CSS while closed), given the behaviour Radix gives it in the app: a click or
// Enter/Space opens and closes an answer, Arrow Up/Down move between the questions (wrapping), and
// Home/End go to the first and last.
interface Item {
  parts: HTMLElement[];
  trigger: HTMLButtonElement;
  content: HTMLElement;
}

const KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

function setOpen({ parts, trigger, content }: Item, open: boolean): void {
  for (const part of parts) part.dataset.state = open ? 'open' : 'closed';
  trigger.setAttribute('aria-expanded', String(open));
  if (open) trigger.setAttribute('aria-controls', content.id);
  else trigger.removeAttribute('aria-controls');
}

export function wireAccordion(root: HTMLElement): void {
  const items: Item[] = [];
  for (const element of root.children) {
    const trigger = element.querySelector<HTMLButtonElement>(':scope > h3 > button');
    const content = element.querySelector<HTMLElement>(':scope > [role="region"]');
    if (!(element instanceof HTMLElement) || !trigger?.parentElement || !content) continue;
    const item: Item = { parts: [element, trigger.parentElement, trigger, content], trigger, content };
    trigger.addEventListener('click', () => setOpen(item, trigger.getAttribute('aria-expanded') !== 'true'));
    items.push(item);
  }
  root.addEventListener('keydown', (event) => {
    const at = items.findIndex((i) => i.trigger === event.target);
    if (at < 0 || !KEYS.includes(event.key)) return;
    event.preventDefault();
    const last = items.length - 1;
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? last : event.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
    items[to]?.trigger.focus();
  });
}
