/**
 * A whole count with thousands separators, "12,345". Written out rather than toLocaleString: the
 * first Intl call loads ICU number data, about 80 ms of a phone's CPU on the landing's first paint,
 * and the worker writes the landing's counts with the same rule (contract/landing-stats.ts).
 */
export const formatCount = (value: number) =>
  String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
