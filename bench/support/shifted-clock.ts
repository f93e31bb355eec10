// Loaded before the server (`node --import`) by startBenchServer's `clockShiftDays`: the process's
// clock runs BENCH_CLOCK_SHIFT_DAYS days behind, so a benchmark can seed a cabin's past the way it
// was written at the time, through the API, which refuses to book a stay before its today. Every
// reading of the time goes through `Date` (`new Date()`, `Date.now()`, and the embedded database's
// clock, which asks the same `Date`), so the whole server agrees on the shifted today.

const shiftMs = Number(process.env.BENCH_CLOCK_SHIFT_DAYS ?? 0) * 86_400_000;

if (shiftMs > 0) {
  const RealDate = globalThis.Date;
  const shiftedNow = () => RealDate.now() - shiftMs;
  globalThis.Date = new Proxy(RealDate, {
    // `new Date()` is the shifted now; a Date of a given time is that time.
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [shiftedNow()] : args, newTarget),
    // `Date()` called without `new` answers now as text.
    apply: () => new RealDate(shiftedNow()).toString(),
    get: (target, key, receiver) => (key === 'now' ? shiftedNow : Reflect.get(target, key, receiver)),
  });
}

// A module (not a script), so its names stay its own.
export {};
