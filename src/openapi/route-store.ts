// The API store as the routes see it: revived once per module instance from `virtual:docsmith/api`,
// which the integration writes from the site model (a new model in dev makes a new module).
import { store } from 'virtual:docsmith/api';
import { reviveApiStore } from './store.ts';

export const apiStore = reviveApiStore(store);
