export { createApp, routeTable, shopRouters } from './app.js';
export { hashPassword, verifyPassword } from './auth/password-hasher.js';
export { seedCatalogue } from './bootstrap/catalogue-seed.js';
export {
  buildOpenApiDocument,
  type DocumentedRoute,
  type OpenApiDocument,
} from './docs/openapi-document.js';
export { type RunningServer, startServer } from './server.js';
