import { readWidgetConfig } from '../lib/json-script';
import { fillPlaceholders } from '../lib/placeholders';
import { offlineSectionView, type OfflineSectionStrings } from '../lib/offline/section';
import { OFFLINE_CACHE_PREFIX, offlineCacheId } from '../lib/offline/sets';
import { SAVED_AT_KEY, SAVED_COPY_KEY, parseSavedCopy, savedAtCache, type SavedCopy } from '../lib/offline/saved-copy';


interface OfflineConfig {
  lang: SavedCopy['lang'];
  game: SavedCopy['game'];
  worker: string;
  cacheId: string;
  workers: Record<string, string>;
  strings: OfflineSectionStrings & { saving: string; savingCount: Partial<Record<Intl.LDMLPluralRule, string>>; removed: string; unsupported: string; failed: string; removeFailed: string; removeOffline: string };
}

/**
 * The opt-in offline copy: saving registers the game's Workbox worker (which precaches its copy and takes over),
 * removing unregisters it and deletes its caches. Saving another game replaces the copy saved before; each game's
 * control says so, and only the saved copy's control removes it.
 * @example initOfflineSave()
 */
export function initOfflineSave(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-offline-save]')) {
    const config = readWidgetConfig(root) as OfflineConfig | null;
    if (!config) continue;
    const status = root.querySelector<HTMLElement>('[data-offline-status]')!;
    const save = root.querySelector<HTMLButtonElement>('[data-offline-save-button]')!;
    const remove = root.querySelector<HTMLButtonElement>('[data-offline-remove-button]')!;
    const live = root.querySelector<HTMLElement>('[data-offline-announce]')!;
    root.hidden = false;
    if (!('serviceWorker' in navigator) || !('caches' in window)) {
      save.disabled = true;
      status.textContent = config.strings.unsupported;
      continue;
    }
    const show = () => {
      const saved = parseSavedCopy(readStorage());
      const view = offlineSectionView(saved, config.lang, config.game, config.strings, (savedAt) => formatWhen(savedAt, config.lang));
      remove.hidden = !view.canRemove;
      status.textContent = view.status;
      if (saved) {
        // The browser may have cleared the copy since (storage it needed, or the reader clearing the site's data), or a
        // save may have stopped short before this page waited for it whole: a copy that is not there is not saved.
        void copyIsThere(saved, config.workers).then(async (there) => {
          if (!there) {
            writeStorage(null);
            changed();
            return;
          }
          // A release may have brought the copy up to date since: its worker noted when.
          const later = await updatedAt(saved);
          if (later === null) return;
          writeStorage(JSON.stringify({ ...saved, savedAt: later } satisfies SavedCopy));
          changed();
        });
      }
    };
    show();
    window.addEventListener('offline-copy-changed', show);
    /** Shows and reads out what this section's button did. */
    const tell = (text: string) => {
      status.textContent = text;
      live.textContent = text;
    };
    // A button at work says so (aria-disabled) and ignores presses, but keeps the focus, which a disabled one loses.
    const whileBusy = (button: HTMLButtonElement, work: () => Promise<void>) => {
      if (button.getAttribute('aria-disabled') === 'true') return;
      button.setAttribute('aria-disabled', 'true');
      void work().finally(() => button.removeAttribute('aria-disabled'));
    };
    save.addEventListener('click', () =>
      whileBusy(save, () => {
        tell(config.strings.saving);
        // How many of the copy's files are in, shown each second, so that a save that has stopped (a stalled
        // connection) can be told from a slow one. Shown, not read out: the live region says the start and the end.
        let saving = true;
        const plural = new Intl.PluralRules(config.lang);
        const watch = setInterval(() => {
          void filesSaved(config.cacheId).then((files) => {
            const form = config.strings.savingCount[plural.select(files)] ?? config.strings.savingCount.other;
            if (saving && files > 0 && form) status.textContent = fillPlaceholders(form, { count: files });
          });
        }, 1000);
        return saveCopy(config)
          .then(() => {
            saving = false;
            changed();
            tell(status.textContent ?? '');
          })
          .catch(() => {
            saving = false;
            tell(config.strings.failed);
          })
          .finally(() => clearInterval(watch));
      }),
    );
    remove.addEventListener('click', () => {
      // Offline, the copy is all there is to read, and a copy removed cannot be saved again until the network is back:
      // one tap asks first (a review at a club table).
      if (!navigator.onLine && !confirm(config.strings.removeOffline)) return;
      whileBusy(remove, () =>
        removeCopy()
          .then(() => {
            const focused = document.activeElement === remove;
            changed();
            tell(config.strings.removed);
            // The remove button goes with the copy: a focus it held goes to the save button beside it.
            if (focused && remove.hidden) save.focus();
          })
          .catch(() => tell(config.strings.removeFailed)),
      );
    });
  }
}

/** How many files the precache of a copy holds so far (0 when it cannot tell). */
async function filesSaved(cacheId: string): Promise<number> {
  try {
    const names = (await caches.keys()).filter((name) => name.startsWith(cacheId) && name.includes('precache'));
    const counts = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).length));
    return counts.reduce((sum, count) => sum + count, 0);
  } catch {
    return 0;
  }
}

/** Whether the saved copy is there: its worker serves the site, and its files are in their cache. */
async function copyIsThere(saved: SavedCopy, workers: Record<string, string>): Promise<boolean> {
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const worker = registration?.active ?? registration?.waiting;
    const cacheId = offlineCacheId(saved.lang, saved.game);
    return (
      worker !== null && worker !== undefined && new URL(worker.scriptURL).pathname === workers[cacheId] &&
      (await caches.keys()).some((name) => name.startsWith(cacheId) && name.includes('precache'))
    );
  } catch {
    // What cannot be checked is taken as the page remembers it.
    return true;
  }
}

/** When the saved copy's worker last took its files, if later than the page remembers (`saved-copy.ts`), or null. */
async function updatedAt(saved: SavedCopy): Promise<string | null> {
  try {
    const stamp = await (await caches.match(SAVED_AT_KEY, { cacheName: savedAtCache(offlineCacheId(saved.lang, saved.game)) }))?.text();
    return stamp && !Number.isNaN(Date.parse(stamp)) && Date.parse(stamp) > Date.parse(saved.savedAt) ? stamp : null;
  } catch {
    return null;
  }
}

function formatWhen(savedAt: string, lang: SavedCopy['lang']): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(savedAt));
}

/** Every widget on the page shows the same copy: each updates its note (silently, but for the one acted on). */
function changed(): void {
  window.dispatchEvent(new Event('offline-copy-changed'));
}

async function saveCopy(config: OfflineConfig): Promise<void> {
  const registration = await navigator.serviceWorker.register(config.worker, { scope: '/' });
  // Saved once this copy's own worker is active: it activates only after precaching every file of the copy. (The
  // site-wide `ready` would answer at once with the worker of a copy saved before.) Until then that copy stays whole,
  // and it stays saved if the new one fails, as a connection dropped mid-save makes it.
  const worker = new URL(config.worker, location.href).href;
  await untilActive(registration, worker).catch(async (error: unknown) => {
    // What the failed save took is of no use: no worker serves it.
    if (registration.active?.scriptURL !== worker) {
      const partial = (await caches.keys()).filter((name) => name.startsWith(config.cacheId));
      await Promise.all(partial.map((name) => caches.delete(name)));
    }
    throw error;
  });
  const stale = (await caches.keys()).filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX) && !name.startsWith(config.cacheId));
  await Promise.all(stale.map((name) => caches.delete(name)));
  writeStorage(JSON.stringify({ lang: config.lang, game: config.game, savedAt: new Date().toISOString() } satisfies SavedCopy));
}

/** Resolves once the registration's worker of `scriptURL` is active; rejects if it fails to install (it becomes redundant). */
function untilActive(registration: ServiceWorkerRegistration, scriptURL: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const follow = (worker: ServiceWorker | null): boolean => {
      if (!worker || worker.scriptURL !== scriptURL) return false;
      const check = () => {
        if (worker.state === 'activated') resolve();
        else if (worker.state === 'redundant') reject(new Error(`${scriptURL} did not install`));
        else return false;
        return true;
      };
      if (!check()) worker.addEventListener('statechange', check);
      return true;
    };
    if (follow(registration.installing) || follow(registration.waiting) || follow(registration.active)) return;
    registration.addEventListener('updatefound', () => follow(registration.installing), { once: true });
  });
}

async function removeCopy(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  const names = (await caches.keys()).filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX));
  await Promise.all(names.map((name) => caches.delete(name)));
  writeStorage(null);
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(SAVED_COPY_KEY);
  } catch {
    return null;
  }
}

function writeStorage(value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(SAVED_COPY_KEY);
    else localStorage.setItem(SAVED_COPY_KEY, value);
  } catch {
    // Private modes may refuse storage: the copy still works, only its date is not remembered.
  }
}
