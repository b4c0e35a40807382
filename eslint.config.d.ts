// The types of what eslint.config.js exports besides the configuration (tests/unit/lint-boundaries.test.ts reads the floors).
import type { Linter } from 'eslint';

/** The server domains floor by floor, from the ground up (decision 042). */
export declare const DOMAIN_FLOORS: readonly (readonly string[])[];
/** The building blocks domains configure (directory, marketplace; decision 046): they import no domain. */
export declare const DOMAIN_KITS: readonly string[];
declare const config: Linter.Config[];
export default config;
