export { allProjections } from './all-projections.js';
export { ProjectionEventFailed } from './apply-batch.js';
export { eventLogProjection } from './event-log.projection.js';
export { productsProjection } from './products.projection.js';
export type { Projection, ProjectionContext } from './projection.js';
export { ProjectionRunner, type ProjectionStatus } from './projection-runner.js';
export { type RunningProjections, startProjections } from './projections.js';
export { ProjectionBusy, rebuildProjection } from './rebuild.js';
export { usersProjection } from './users.projection.js';
export {
  ProjectionDeadLetter,
  ProjectionTimeout,
  waitForProjection,
} from './wait-for-projection.js';
export type { Reaction, Workflow } from './workflow.js';
export {
  claimWorkflowRetries,
  type FailureSource,
  recordWorkflowFailure,
  requestWorkflowRetry,
  resolveWorkflowFailure,
} from './workflow-failures.repository.js';
export {
  runReaction,
  type WorkflowRunOptions,
  workflowsCheckpointName,
  workflowsProjection,
} from './workflow-projection.js';
