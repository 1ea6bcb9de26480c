export { closeDb, createDb, getDb, getDbHandle } from './client';
export type { CreateDbOptions, Db, DbHandle } from './client';
export * from './schema';
