// The entry may not consume shared modules (React…) synchronously: Module Federation initialises the
// share scope while this dynamic import loads.
void import('./standalone');
