/** The DOM animation features, fetched by MotionIsland the first time an island animates. */
export { domAnimation } from 'motion/react';
