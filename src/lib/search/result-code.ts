// The parser's own module, not the OCS barrel: the barrel also loads the whole Combat Table, which
// the search script would then ship to every reader.
import { formatCombatResult, parseCombatResult } from '../ocs/combat-result';

/**
 * The canonical OCS combat result code a query is (`al1o1 dl1o2` → `AL1o1 DL1o2`), or null for a query that is not one.
 * @example combatCodeOfQuery('ae4 dl1o2') // 'Ae4 DL1o2'
 * @example combatCodeOfQuery('arrollamiento') // null
 */
export function combatCodeOfQuery(query: string): string | null {
  // «DG» alone reads as the defender's result in the explainer, but searched it is a word: DG Mode (5.10) as much.
  if (/^\s*dg\s*$/iu.test(query)) return null;
  const parsed = parseCombatResult(query);
  return parsed.ok ? formatCombatResult(parsed.value) : null;
}
