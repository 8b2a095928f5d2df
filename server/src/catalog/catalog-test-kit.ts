/** A listing with sensible defaults (kept in core's testing kit, shared with the projections). */
export { testProduct } from '@shop/core/testing';
