import type { APIRoute } from 'astro';
import { loadGlossary } from '../lib/glossary/load';
import { glossarySearchIndex } from '../lib/glossary/search-index';

/** Every glossary term with all its forms, for search to recognise a term whatever form and language it is typed in. */
export const GET: APIRoute = () => new Response(JSON.stringify(glossarySearchIndex(loadGlossary())), { headers: { 'Content-Type': 'application/json' } });
