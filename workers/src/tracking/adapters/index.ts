import type { CarrierId } from '@shop/core';
import type { CarrierAdapter } from './carrier-adapter.js';
import { cjLogisticsAdapter } from './cj-logistics.adapter.js';
import { japanPostAdapter } from './japan-post.adapter.js';
import { sfExpressAdapter } from './sf-express.adapter.js';
import { yamatoAdapter } from './yamato.adapter.js';

/** One adapter per carrier of the carrier table. */
export const carrierAdapters: Readonly<Record<CarrierId, CarrierAdapter>> = {
  1: japanPostAdapter,
  2: yamatoAdapter,
  3: sfExpressAdapter,
  4: cjLogisticsAdapter,
};

export type { CarrierAdapter, CarrierScan } from './carrier-adapter.js';
