/**
 * What other features may use of packing lists; everything else in this folder is its own.
 * The item picker lives here until the shared one (client/src/components) lands; capsules use it.
 */
export { ItemPickerGrid } from './components/item-picker-grid.tsx';
