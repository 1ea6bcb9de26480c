export * from './config';
export * from './overrides';
export * from './statsig-user';
export * from './apply';
export * from './request-config';
