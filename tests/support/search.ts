/** The search tests' own expectations; the query set is data, tests/data/search-queries.json, run by scripts/lib/search-quality.ts. */

/** Queries as players type them, each with the clause that must be among the first three results. */
export const EXPECTED_CLAUSES = [
  { lang: 'es', query: 'reaccion', clause: '/es/ocs/reaction-phase/#reaction-phase' },
  { lang: 'es', query: 'liberar reserva', clause: '/es/ocs/reaction-phase/#releasing-units' },
  { lang: 'es', query: 'arrollamiento', clause: '/es/ocs/reaction-phase/#released-reaction' },
  { lang: 'es', query: 'desorganizado', clause: '/es/ocs/combat-table/#legend-dg' },
  { lang: 'es', query: 'explotacion', clause: '/es/ocs/combat-table/#legend-exploit' },
  { lang: 'ru', query: 'тактический марш', clause: '/ru/gdb/movement-phase/#8-5' },
  { lang: 'ru', query: 'генерал присоединился', clause: '/ru/gdb/movement-phase/#8-2-b' },
  { lang: 'ru', query: 'драгуны', clause: '/ru/gdb/movement-phase/#8-7-dragoons' },
  { lang: 'ru', query: 'перестроение', clause: '/ru/gdb/movement-phase/#8-8' },
  { lang: 'ru', query: '8.5', clause: '/ru/gdb/movement-phase/#8-5' },
  { lang: 'ru', query: '8.5 д', clause: '/ru/gdb/movement-phase/#8-5-e' },
] as const;
