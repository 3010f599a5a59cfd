/**
 * Removes the note a widget's place shows while its script is on its way (`ScriptLoading.astro`): the widget has started.
 * @example removeLoadingNote(document.querySelector('[data-march-planner-root]')!)
 */
export function removeLoadingNote(root: ParentNode): void {
  root.querySelector('[data-script-loading]')?.remove();
}
