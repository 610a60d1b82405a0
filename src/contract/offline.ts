/** The service worker's own answer to an /api call while the network is unreachable (HTTP 503). */
export const OFFLINE_CODE = 'network.offline';
export const OFFLINE_TEXT = {
  tur: 'İnternet bağlantısı yok. Lütfen bağlantınızı kontrol edin.',
  eng: 'No internet connection. Please check your connection.',
} as const;
/** Set on the worker's offline answers, so a cache may stand in for them. */
export const OFFLINE_HEADER = 'X-Emanet-Offline';
