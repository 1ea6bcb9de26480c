export * from './deduction';
export * from './popup';
