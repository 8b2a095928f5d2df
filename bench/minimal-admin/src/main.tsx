import simpleRestProvider from 'ra-data-simple-rest';
import { StrictMode } from 'react';
import { Admin, type AuthProvider, ListGuesser, Resource } from 'react-admin';
import { createRoot } from 'react-dom/client';

// Nobody is signed in, so the first load ends on react-admin's own login page, as the back
// office's does for a signed-out visitor.
const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.reject(new Error('signed out')),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
};

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Admin
      dataProvider={simpleRestProvider('/api/admin')}
      authProvider={authProvider}
      requireAuth
      disableTelemetry
    >
      <Resource name="products" list={ListGuesser} />
    </Admin>
  </StrictMode>,
);
