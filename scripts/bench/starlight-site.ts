/**
 * The reference site of the bench's `--compare` run: the same rules texts as an Astro Starlight site
 * (a pinned version, installed outside the project), its Markdown pages written from `content/rules`.
 * Nothing of it is part of the project; it is built and measured in a scratch folder.
 */
import { parse, stringify } from 'yaml';
import { copyRulesPage, copySlug } from './corpus-scale.ts';

/** The Starlight release the comparison is made against, and the Astro it is built with. */
export const STARLIGHT_PACKAGES = { '@astrojs/starlight': '0.42.4', astro: '7.3.5' } as const;
/** The bundler held at the project's own version (Astro 7.3 fails to render with Vite 8.4). */
export const STARLIGHT_OVERRIDES = { vite: '8.3.8' } as const;

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const TAG = /<(\/?)(Clause|Note|Caption|NotPublished|MarchPlanner|CombatTool)\b((?:[^>"{}]|"[^"]*"|\{[^}]*\})*?)(\/?)>/g;
const ATTRIBUTE = /(\w+)=(?:"([^"]*)"|\{([^}]*)\})/g;
/** An MDX page's ESM block (its imports and exports, and comments between them): a paragraph that starts with `import` or `export`. */
const ESM_BLOCK = /^(?:import|export)\b[\s\S]*?(?:\n\n|(?![\s\S]))/gm;

/** A component's attributes, as written (`level={3}` gives '3'). */
function attributes(source: string): Record<string, string> {
  return Object.fromEntries([...source.matchAll(ATTRIBUTE)].map(([, name, quoted, braced]) => [name!, quoted ?? braced!]));
}

/** The front matter and body of a rules page. */
function splitPage(mdx: string): { data: Record<string, unknown>; body: string } {
  const match = FRONT_MATTER.exec(mdx);
  if (!match) throw new Error('a rules page starts with front matter between --- lines');
  return { data: parse(match[1]!) as Record<string, unknown>, body: mdx.slice(match[0].length) };
}

/**
 * A rules page's MDX as a Starlight Markdown page of the same text: a clause's heading becomes a
 * Markdown heading, a sub-clause a list item, a coded term a definition-list entry, a note Starlight's
 * `:::note` aside; the tools, their imports and the site's own marks are left out (Starlight has none).
 * @example starlightMarkdown('---\ntitle: Fase\ndescription: D\ndoc: fase\n---\n<Clause id="a" label="1" heading="1. Uno">\n\nTexto.\n\n</Clause>\n')
 * // '---\ntitle: Fase\ndescription: D\n---\n\n## 1. Uno\n\n\nTexto.\n\n\n'
 */
export function starlightMarkdown(mdx: string): string {
  const { data, body } = splitPage(mdx);
  if (typeof data.title !== 'string') throw new Error('a rules page names its title');
  const closers: string[] = [];
  // A page that brings its own components (the combat tools) imports them: Starlight has none of them.
  const text = body.replace(ESM_BLOCK, '').replace(TAG, (_, closing: string, name: string, attributeText: string, selfClosing: string) => {
    const given = attributes(attributeText);
    if (name === 'Clause') {
      if (closing) return closers.pop() ?? '';
      if (given.term !== undefined) {
        closers.push('</dd>');
        return `<dt>${given.term}</dt>\n<dd>`;
      }
      if (given.as === 'li') {
        closers.push('</li>');
        return '<li>';
      }
      closers.push('');
      return given.heading ? `\n${'#'.repeat(Number(given.level ?? 2))} ${given.heading.replace(/\s+/g, ' ').trim()}\n` : '';
    }
    if (name === 'Note') return closing ? '\n:::\n\n' : selfClosing ? '' : '\n\n:::note\n';
    if (name === 'Caption') return selfClosing ? '' : '_';
    return '';
  });
  const front = stringify({ title: data.title, ...(typeof data.description === 'string' ? { description: data.description } : {}) }, { lineWidth: 0 });
  return `---\n${front}---\n${text}`;
}

/**
 * The files of a Starlight site (path → content) publishing the given rules pages (path below
 * `content/rules` → MDX) in Spanish and Russian, each document `factor` times (copies as the scale run
 * names them).
 * @example Object.keys(starlightSiteFiles({ 'es/ocs/fase.mdx': mdx }, 1)) // ['astro.config.mjs', 'package.json', 'src/content.config.ts', 'src/content/docs/es/index.md', 'src/content/docs/ru/index.md', 'src/content/docs/es/ocs/fase.md']
 */
export function starlightSiteFiles(rulesPages: Record<string, string>, factor = 1): Record<string, string> {
  const files: Record<string, string> = {
    'astro.config.mjs': `import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  integrations: [
    starlight({
      title: 'Wargame rules',
      defaultLocale: 'es',
      locales: { es: { label: 'Español', lang: 'es' }, ru: { label: 'Русский', lang: 'ru' } },
    }),
  ],
});
`,
    // Astro bundles the packages a site depends on that are built for it (Starlight among them).
    'package.json': `${JSON.stringify({ name: 'starlight-reference', private: true, type: 'module', dependencies: STARLIGHT_PACKAGES }, null, 2)}\n`,
    'src/content.config.ts': `import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
`,
    'src/content/docs/es/index.md': '---\ntitle: Reglamentos\n---\n',
    'src/content/docs/ru/index.md': '---\ntitle: Правила\n---\n',
  };
  for (const [path, mdx] of Object.entries(rulesPages)) {
    const doc = path.replace(/^.*\//, '').replace(/\.mdx$/, '');
    for (let copy = 1; copy <= factor; copy += 1) {
      files[`src/content/docs/${path.replace(/[^/]+\.mdx$/, `${copySlug(doc, copy)}.md`)}`] = starlightMarkdown(copy === 1 ? mdx : copyRulesPage(mdx, copy));
    }
  }
  return files;
}
