/**
 * What the route guard hands the sign-in page in the router's location state: where to return after
 * signing in. Shared by the guard (src/app) and the sign-in page (src/features/auth), which must not
 * import each other's layer.
 */
export interface LoginLocationState {
  /** Where to return after signing in. */
  from?: string;
  /**
   * The user whose session ended there (an expired or idle session): only they return to it, so that
   * the next user of the browser never lands on the previous one's page.
   */
  user?: string;
}
