import type { Database } from '@shop/core';
import type { Kysely } from 'kysely';
import type { TaobaoQueue } from '../jobs/taobao.job.js';
import type { WorkflowContext } from './workflow-context.js';

/** What the Taobao workflows add to the others': the read models and the taobao queue. */
export interface TaobaoWorkflowContext extends Pick<WorkflowContext, 'store' | 'commands'> {
  readonly db: Kysely<Database>;
  readonly queue: TaobaoQueue;
}
