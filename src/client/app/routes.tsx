// The router's tree: a route per page of pages.tsx inside the page frame. Declarative routes
// (<Routes>), not the data router: the pages have no loaders, and the data router would add 16 KB.
// Loaded after the home page's first view (main.tsx), at once on every other page of the app.
import { useLayoutEffect } from 'react';
import { Outlet, Route, Routes, useLocation, useNavigate } from 'react-router';
import { notifyLocationChanged, setNavigator } from '../lib/navigation';
import { LAZY_PAGES } from './pages';
import { PageFrame } from './page-frame';

/** Hands navigate() (lib/navigation.ts) to the router, and tells readers of the address when it moves. */
function RouterNavigation() {
  const routerNavigate = useNavigate();
  const location = useLocation();
  useLayoutEffect(() => setNavigator((to, options) => void routerNavigate(to, options)), [routerNavigate]);
  useLayoutEffect(() => notifyLocationChanged(), [location]);
  return null;
}

function RoutedFrame() {
  const { pathname } = useLocation();
  return (
    <PageFrame pathname={pathname}>
      <RouterNavigation />
      <Outlet />
    </PageFrame>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RoutedFrame />}>
        {LAZY_PAGES.map(({ path, Element }) => (
          <Route key={path} path={path} element={<Element />} />
        ))}
      </Route>
    </Routes>
  );
}
