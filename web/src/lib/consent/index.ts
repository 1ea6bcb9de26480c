export * from './banner';
export * from './categories';
export * from './cookie';
export * from './gpc';
export * from './strings';
export * from './tiers';
