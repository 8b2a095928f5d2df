import { isLanguage, type Language } from './languages';

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const yearMonthDay = (year: number, month: number, day: number) => `${year}年${month}月${day}日`;

/** CLDR's long date in each language, as `Intl.DateTimeFormat(language, { dateStyle: 'long' })`. */
const patterns: Record<Language, (year: number, month: number, day: number) => string> = {
  'en-US': (year, month, day) => `${englishMonths[month - 1]} ${day}, ${year}`,
  ko: (year, month, day) => `${year}년 ${month}월 ${day}일`,
  ja: yearMonthDay,
  'zh-CN': yearMonthDay,
};

/**
 * `date` as the language writes a long date, in this runtime's time zone: what
 * `Intl.DateTimeFormat(language, { dateStyle: 'long' })` writes (a unit test compares them in
 * every language), without it. The first `Intl` formatter a page makes loads the browser's
 * locale data: 130 to 330 ms on a phone (Chromium, 4x CPU throttling), which was the largest
 * long task of a home page showing the blog's dates. Another language, or an invalid date (which
 * `Intl` refuses), goes to `Intl`.
 *
 * @example longDate(new Date(2026, 0, 5), 'ko') // '2026년 1월 5일'
 */
export function longDate(date: Date, language: string): string {
  if (!isLanguage(language) || Number.isNaN(date.getTime())) {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
  }
  return patterns[language](date.getFullYear(), date.getMonth() + 1, date.getDate());
}
