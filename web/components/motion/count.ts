// Its own chunk: only pages with counters load framer-motion's value animation.
export { animate } from 'framer-motion/dom';
