/**
 * Success messages ("The article was published.") without Chakra's toast machinery in the first
 * download: readers never see a toast, so `Toaster.tsx` (Chakra's toaster, about 10 kB gzip and
 * a store that subscribes on start) is loaded the first time a staff screen asks for one. Until
 * then the messages wait here, in order; nothing is dropped.
 */
export interface ToastRequest {
  title: string;
}

const pending: ToastRequest[] = [];
const listeners = new Set<() => void>();
let wanted = false;

/** Shows a success message in the corner of the page. */
export function toastSuccess(title: string) {
  pending.push({ title });
  wanted = true;
  for (const listener of [...listeners]) listener();
}

/** Whether a toast has been asked for yet (the outlet renders the toaster from then on). */
export const toastsWanted = () => wanted;

/** Calls `listener` whenever a toast is asked for. */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands over the messages asked for so far, once each. */
export function takeToasts(): ToastRequest[] {
  return pending.splice(0, pending.length);
}
