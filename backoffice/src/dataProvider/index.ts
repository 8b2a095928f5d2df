import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient';

/** Same origin as the app: the server serves both `/admin/` and `/api/`. */
export const dataProvider = simpleRestProvider('/api/admin', httpClient);
