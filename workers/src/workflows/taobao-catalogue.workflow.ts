import type { ProductEvent, RecordedEvent } from '@shop/core';
import type { Reaction, Workflow } from '@shop/projections';
import { enqueueSellerSync } from '../jobs/taobao.job.js';
import type { TaobaoWorkflowContext } from './taobao-workflow-context.js';
import { streamId } from './workflow-context.js';

const name = 'taobao-catalogue';

/**
 * Price changes seen together share one sync per seller: it starts once this window has closed
 * (and the catalogue view has caught up), so a sale ending on a hundred products is one run.
 */
export const catalogueSyncWindowMs = 10_000;
const catalogueViewSlackMs = 2_000;

/**
 * A product's price or variants changed (its own price or sale, a variant's price or discount,
 * a sale that ended): every linked seller in good standing who sells its category gets a listing
 * sync, so their Taobao SKUs show the new prices without waiting for the periodic round. The
 * sync's id names the seller and the window the change fell in, so a replay queues nothing new.
 */
export function taobaoCatalogueWorkflow({ queue, db }: TaobaoWorkflowContext): Workflow {
  const syncSellers: Reaction = {
    step: 'sync-sellers-listings',
    async run(event) {
      const productId = Number(streamId(event));
      const product = await db
        .selectFrom('products')
        .select('category')
        .where('id', '=', productId)
        .executeTakeFirst();
      const sellers = await db
        .selectFrom('taobao_accounts')
        .select(['seller_id', 'categories'])
        .where('link_status', '=', 'linked')
        .where('suspended_for', 'is', null)
        .execute();
      const changedAt = Date.parse(event.metadata.occurredAt) || Date.now();
      const window = Math.floor(changedAt / catalogueSyncWindowMs);
      const startsAt = (window + 1) * catalogueSyncWindowMs + catalogueViewSlackMs;
      for (const seller of sellers) {
        if (product && !seller.categories.includes(product.category)) continue;
        await enqueueSellerSync(queue, 'sync-listings', seller.seller_id, {
          cause: `prices-${window}`,
          delay: Math.max(0, startsAt - Date.now()),
        });
      }
    },
  };
  return {
    name,
    reactionsTo(event) {
      if (!event.streamName.startsWith('product-')) return [];
      switch ((event as RecordedEvent & ProductEvent).type) {
        case 'ProductPriceChanged':
        case 'ProductDetailsChanged':
          return [syncSellers];
        default:
          return [];
      }
    },
  };
}
