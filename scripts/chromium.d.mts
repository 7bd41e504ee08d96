export const CHROMIUM_FLAGS: string[];
export function isExecutable(file: string): boolean;
export function findChromium(): { path: string; source: 'CHROMIUM_PATH' | 'default' | 'PATH' } | null;
export function findNginx(): string | null;
