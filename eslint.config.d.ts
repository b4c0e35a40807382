// The types of what eslint.config.js exports besides the configuration (tests/unit/lint-boundaries.test.ts reads the floors).
import type { Linter } from 'eslint';

/** The server domains floor by floor, from the ground up (decision 042). */
export declare const DOMAIN_FLOORS: readonly (readonly string[])[];
declare const config: Linter.Config[];
export default config;
