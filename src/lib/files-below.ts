import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every file below a folder, its subfolders' included, as paths relative to the folder, in a stable order.
 * @example filesBelow('dist').filter((file) => file.endsWith('.html')) // ['404.html', 'es/404.html', …]
 */
export function filesBelow(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}
