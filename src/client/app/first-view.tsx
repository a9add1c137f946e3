// The home page's first view: the page frame and the page, with neither the router nor the query
// client (docs/decisions/013). The prerender (entry-prerender.tsx) and main.tsx render this same
// tree, so hydration (and useId) lines up.
import { StrictMode, type ComponentType } from 'react';
import { PageFrame } from './page-frame';

export function FirstView({ pathname, Page }: { pathname: string; Page: ComponentType }) {
  return (
    <StrictMode>
      <PageFrame pathname={pathname}>
        <Page />
      </PageFrame>
    </StrictMode>
  );
}
