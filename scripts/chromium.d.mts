export const CHROMIUM_FLAGS: string[];
export function isExecutable(file: string): boolean;
export function findChromium(): { path: string; source: 'CHROMIUM_PATH' | 'default' | 'PATH' } | null;
export function findTestChromium(): {
  path: string;
  source: 'CHROMIUM_PATH' | 'default' | 'PATH' | 'headless shell';
} | null;
export function findNginx(): string | null;
