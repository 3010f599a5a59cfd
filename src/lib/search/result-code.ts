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

/**
 * The words a combat result code is searched with: its parts as the texts write them, DG apart from the defender's
 * losses and option. The table and the explainer write «DL2o3DG», which is no word of the texts; «DL2o3» (as in their
 * examples) and «DG» (its legend) are.
 * @example codeSearchWords('Ae2 DL2o3DG') // 'Ae2 DL2o3 DG'
 * @example codeSearchWords('AL1o1 DL1o2') // 'AL1o1 DL1o2'
 */
export function codeSearchWords(code: string): string {
  return code.replace(/(\S)DG\b/gu, '$1 DG');
}
