export * from './result';
export * from './format';
export * from './hours';
export * from './lead-routing';
export * from './dates';
export * from './counts';
export * from './image';
export * from './questionnaire';
