/** What each route declares in its `handle`: the page title the shell shows in the tab. */
export interface RouteHandle {
  title: string;
}
