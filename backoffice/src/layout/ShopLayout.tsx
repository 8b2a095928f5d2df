import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ShopMenu } from './ShopMenu';

export const ShopLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={ShopMenu}>{children}</Layout>
);
