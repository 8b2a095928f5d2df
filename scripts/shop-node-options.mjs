// Node's flags for the shop's processes, as `npm start` runs them (scripts/start.mjs) and the
// bench starts the shop (bench/src/http/running-shop.ts); the Docker image sets the same in
// NODE_OPTIONS.
//
// A young generation four times Node's default: under an add-to-cart load the shop's process
// collected it about 15 times a second, 7 ms each (the kept folds, the live tail and the caches
// surviving each collection); with 64 MB semi-spaces a third as often, and half the time spent
// collecting. It costs at most some 150 MB more resident memory at peak.
export const shopNodeOptions = ['--max-semi-space-size=64'];
