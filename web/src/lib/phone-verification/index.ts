export * from './messages';
export * from './policy';
export * from './request';
