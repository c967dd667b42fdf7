/**
 * The service worker keeps the pages read lately for reading offline (see src/sw). Registered
 * once the page has loaded, so it never competes with the page for the connection.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
