/**
 * The browser tab's title: React 19 puts a rendered `<title>` into the document's head. Only one is
 * rendered at a time: by the shell for signed-in pages (a page whose title comes from its data tells the
 * shell through page-title.ts), by the sign-in and not-found pages for themselves.
 */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} · Valuation Portal`}</title>;
}
