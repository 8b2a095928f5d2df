import type { RecordedEvent, TaobaoAccountEvent } from '@shop/core';
import type { Reaction, Workflow } from '@shop/projections';
import { enqueueSellerSync } from '../jobs/taobao.job.js';
import type { TaobaoWorkflowContext } from './taobao-workflow-context.js';
import { streamId } from './workflow-context.js';

const name = 'taobao-account';

/**
 * What a seller does to their Taobao account shows on Taobao soon after: linking, new settings,
 * a suspension (everything off sale) or a reinstatement (back on sale, orders synced again) each
 * run the seller's syncs. The syncs run one at a time per seller; these are named after the
 * event, so they run after one already under way.
 */
export function taobaoAccountWorkflow({ queue }: TaobaoWorkflowContext): Workflow {
  const syncListings: Reaction = {
    step: 'sync-listings',
    async run(event) {
      await enqueueSellerSync(queue, 'sync-listings', streamId(event), { cause: event.id });
    },
  };
  const syncOrders: Reaction = {
    step: 'sync-orders',
    async run(event) {
      await enqueueSellerSync(queue, 'sync-orders', streamId(event), { cause: event.id });
    },
  };
  return {
    name,
    reactionsTo(event) {
      if (!event.streamName.startsWith('taobao-')) return [];
      switch ((event as RecordedEvent & TaobaoAccountEvent).type) {
        case 'TaobaoLinked':
        case 'TaobaoReinstated':
        case 'TaobaoSyncRequested':
          return [syncListings, syncOrders];
        case 'TaobaoSettingsChanged':
        case 'TaobaoSuspended':
          return [syncListings];
        default:
          return [];
      }
    },
  };
}
