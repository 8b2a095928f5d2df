export {
  type ChildService,
  repositoryRoot,
  runChildScript,
  startChildService,
  superviseChildService,
} from './child-service.js';
export { type EventStoreHarness, eventStoreContract } from './event-store.contract.js';
export { reliabilityScale, reliabilitySize } from './reliability-scale.js';
export { createTestDatabase, type TestDatabase, testServerUrl } from './test-database.js';
export { testEvents, testMetadata, uniqueStream } from './test-events.js';
export { testOrderDraft, testOrderNumber } from './test-orders.js';
export { testProduct } from './test-products.js';
