/**
 * The account menu: who is signed in, and the color theme (system, light, dark). A disclosure: the
 * button says who is signed in and opens a small panel; Escape or a click elsewhere closes it. On
 * phones the same theme switch sits in the navigation menu instead.
 */
import { ServiceText } from '../components/ui/service-text';
import { useEffect, useId, useRef, useState } from 'react';
import { setThemeChoice, useThemeChoice } from './theme';
import { THEME_CHOICES } from './theme-choice';

const THEME_LABELS = { system: 'System', light: 'Light', dark: 'Dark' } as const;

export function ThemeSwitch({ tone = 'panel' }: { tone?: 'panel' | 'header' }) {
  const choice = useThemeChoice();
  const name = useId();
  // In the header the switch sits on the brand's dark blue, in both themes.
  const look =
    tone === 'header'
      ? {
          legend: 'text-brand-100',
          group: 'border-brand-700 bg-brand-800',
          option:
            'text-brand-50 has-checked:bg-white has-checked:text-brand-900 has-focus-visible:outline-white',
        }
      : {
          legend: 'text-slate-700',
          group: 'border-slate-300 bg-white',
          option:
            'text-slate-800 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-brand-600',
        };
  return (
    <fieldset>
      <legend className={`mb-1.5 text-xs font-semibold tracking-wide uppercase ${look.legend}`}>Theme</legend>
      <div className={`inline-flex rounded-md border p-0.5 ${look.group}`}>
        {THEME_CHOICES.map((value) => (
          <label
            key={value}
            className={`tap-target cursor-pointer rounded px-3 py-1.5 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-offset-1 ${look.option}`}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => setThemeChoice(value)}
              className="sr-only"
            />
            {THEME_LABELS[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function AccountMenu({ name, email }: { name: string; email: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="flex items-center gap-1 rounded-md border border-transparent px-2 py-1.5 text-sm text-brand-100 hover:bg-brand-800 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <span className="sr-only">Signed in as</span> <ServiceText text={name} />
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.2 7.5 10 12.3l4.8-4.8 1.1 1.1-5.9 5.9-5.9-5.9z" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="theme-surface absolute right-0 z-40 mt-2 w-80 rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-lg"
      >
        <p className="text-sm font-semibold">
          Signed in as <ServiceText text={name} />
        </p>
        <p className="text-sm break-words text-slate-700">
          <ServiceText text={email} />
        </p>
        <div className="mt-4">
          <ThemeSwitch />
        </div>
      </div>
    </div>
  );
}
