// The app's link: an ordinary <a href> that, on a plain click, navigates inside the app
// (lib/navigation.ts) instead of loading the page anew. It works with the router and without it
// (the home page's first view), so the page frame and the home page need no router to render.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate, prepareNavigation } from './navigation';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A click the browser should handle itself: another button, a modifier (new tab or window), a target. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (target !== null && target !== '_self');
}

export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  return (
    <a
      {...rest}
      href={to}
      onPointerEnter={prepareNavigation}
      onTouchStart={prepareNavigation}
      onFocus={prepareNavigation}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
