/** The Node entry point: everything in the main entry, plus file storage for headless hosts. */
export * from './index';
export { FileStorage } from './data/storage/file-storage';
