/** Runs npm in the repository's root; exits with npm's status when it fails. */
export declare function runNpm(args: readonly string[]): void;
/** Builds the storefront and the back office when their build is missing or older than their sources. */
export declare function buildAppsWhenStale(): void;
