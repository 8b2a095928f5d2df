import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Config, ConfigError, newSellerKeysSecret } from '@shop/core';

/**
 * The config with the secret that seals sellers' keys: SELLER_KEYS_SECRET, else (outside
 * production) one generated once into DATA_DIR and kept there. Production refuses to start
 * without it: keys sealed under a lost secret could never be opened again.
 *
 * @example
 * const config = await withSellerKeysSecret(loadConfig());
 */
export async function withSellerKeysSecret(config: Config): Promise<Config> {
  if (config.SELLER_KEYS_SECRET) return config;
  if (config.NODE_ENV === 'production') {
    throw new ConfigError(
      'SELLER_KEYS_SECRET is not set: give 32 random bytes, base64 encoded (openssl rand -base64 32).',
    );
  }
  const file = join(config.DATA_DIR, 'seller-keys-secret');
  if (existsSync(file)) {
    return { ...config, SELLER_KEYS_SECRET: (await readFile(file, 'utf8')).trim() };
  }
  const secret = newSellerKeysSecret();
  await mkdir(config.DATA_DIR, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return { ...config, SELLER_KEYS_SECRET: secret };
}
