import type { RouteObject } from 'react-router';
import { NotFoundPage } from './errors/NotFoundPage';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { HomePage } from './home/HomePage';
import { Layout } from './layout/Layout';

// `/Iamalive` and `/api/*` belong to the server, which answers them before this app loads.
export const routes: RouteObject[] = [
  {
    Component: Layout,
    // Catches a failure of the layout itself, so no header or footer around it.
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Catches a failing page inside the layout, so the shopper keeps the header and footer.
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, Component: HomePage },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
