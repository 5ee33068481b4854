const DIGIT_RUN = /\d+/g;

/**
 * Sort key for collector numbers in the order people expect (1, 2, 10, 10a, 100): every digit run
 * is left-padded to 10 digits, so a plain string ORDER BY on the key is a natural sort.
 */
export function collectorNumberSortKey(number: string): string {
  return number.replace(DIGIT_RUN, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(10, '0'));
}
