import { createStore } from 'jotai';

/**
 * The one jotai store of the page. It lives in @school/shared, a federated singleton, so the
 * host and every remote read and write the same atoms; the host hands it to React with
 * jotai's `<Provider store={appStore}>`, so an area's own atoms share it too.
 * Code outside React reads and writes it directly (`appStore.get(sessionAtom)`).
 */
export const appStore = createStore();

export type AppStore = typeof appStore;
