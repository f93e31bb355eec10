import fc from 'fast-check';

// Property tests run on one fixed seed, so a run is repeatable and CI never fails on a value a
// later run would not draw. FC_SEED=<n> explores other values locally (a failure prints its seed).
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261123) });
