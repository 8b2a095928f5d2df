/** Node's flags for the shop's processes (see shop-node-options.mjs). */
export declare const shopNodeOptions: readonly string[];
