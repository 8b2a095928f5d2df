export { createApp } from './app.js';
export { hashPassword, verifyPassword } from './auth/password-hasher.js';
export { seedCatalogue } from './bootstrap/catalogue-seed.js';
export { type RunningServer, startServer } from './server.js';
