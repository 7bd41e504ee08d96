/** The alias of `react-router` to its production build (react-router-production.mjs). */
export declare const reactRouterProduction: { find: RegExp; replacement: string };
