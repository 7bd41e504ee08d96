/**
 * What the route guard hands the sign-in page in the router's location state: where to return after
 * signing in. Shared by the guard (src/app) and the sign-in page (src/features/auth), which must not
 * import each other's layer.
 */
export interface LoginLocationState {
  /** Where to return after signing in. */
  from?: string;
}
