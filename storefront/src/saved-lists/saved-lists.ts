import { browserStorage } from '../storage/key-value-storage';
import { createSavedList } from './saved-list-store';

const storage = browserStorage();

export const wishlist = createSavedList('wishlist', storage);
export const compareList = createSavedList('compare', storage);
