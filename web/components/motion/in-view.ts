// Its own chunk: pages with cards but no counters load framer-motion's viewport watcher alone.
export { inView } from 'framer-motion/dom';
