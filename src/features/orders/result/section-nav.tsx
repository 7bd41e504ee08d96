/**
 * In-page navigation between the sections of one result: a bar that sticks to the top of the screen
 * while the result is read (the portal's header scrolls away), its row of links scrolling sideways
 * inside itself on phones. The link of the section being read is marked (aria-current), found with an
 * IntersectionObserver watching a band under the top of the viewport. Once the bar has stuck, "Back to
 * top" joins it (see BackToTop).
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { BackToTop, useScrolledPast } from './back-to-top';

export interface NavSection {
  id: string;
  label: string;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function SectionNav({
  sections,
  contentVersion,
}: {
  sections: readonly NavSection[];
  /** Changes when sections are added to the page later (deferred render), to observe them too. */
  contentVersion: unknown;
}) {
  const [active, setActive] = useState<string | null>(sections[0]?.id ?? null);
  const listRef = useRef<HTMLUListElement>(null);
  const firstId = sections[0]?.id ?? null;
  const rowScrolled = useRef(false);
  const [sentinel, scrolled] = useScrolledPast();

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const inBand = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) inBand.set(entry.target.id, entry.isIntersecting);
        // The first section (in page order) crossing the band is the one being read.
        const current = sections.find((s) => inBand.get(s.id));
        if (current) setActive(current.id);
      },
      // The band: from just under the sticky bar down to 40% of the viewport's height.
      { rootMargin: '-72px 0px -60% 0px' },
    );
    for (const section of sections) {
      const element = document.getElementById(section.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections, contentVersion]);

  useEffect(() => {
    // On a phone the row scrolls sideways: keep the current link in sight. Until the row has been
    // scrolled, the first link is in sight: no need to measure the row (a forced layout) while the page
    // is still arriving.
    if (active === firstId && !rowScrolled.current) return;
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    const left = link.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    // In sight means clear of the faded edges (index.css, .scroll-fade-x: 2rem); else it is centered.
    const fade = 32;
    if (
      left < list.scrollLeft + fade ||
      left + link.offsetWidth > list.scrollLeft + list.clientWidth - fade
    ) {
      list.scrollLeft = Math.max(0, left - (list.clientWidth - link.offsetWidth) / 2);
      rowScrolled.current = true;
    }
  }, [active, firstId]);

  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    setActive(id);
    target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen reader users continue reading from the section they chose.
    target.focus({ preventScroll: true });
  };

  return (
    <>
      {/* Where the bar starts: once this has scrolled out of sight, the bar has stuck. */}
      <div ref={sentinel} aria-hidden="true" className="h-0" />
      <nav
        aria-label="Sections of this report"
        className="full-bleed-band sticky top-0 z-20 -mx-4 flex items-center gap-2 border-y border-slate-200 bg-slate-50/95 px-4 py-2 backdrop-blur print:hidden"
      >
        <ul
          ref={listRef}
          onScroll={() => {
            rowScrolled.current = true;
          }}
          className="scroll-fade-x flex min-w-0 flex-1 gap-1 overflow-x-auto whitespace-nowrap"
        >
          {sections.map((section) => (
            <li key={section.id} className="shrink-0">
              <a
                href={`#${section.id}`}
                onClick={(event) => go(event, section.id)}
                aria-current={active === section.id ? 'location' : undefined}
                className={`flex items-center rounded-full px-3 py-1.5 text-sm font-medium max-sm:min-h-11 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ${
                  active === section.id ? 'bg-brand-800 text-white' : 'text-brand-800 hover:bg-brand-100'
                }`}
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
        {scrolled ? <BackToTop /> : null}
      </nav>
    </>
  );
}
