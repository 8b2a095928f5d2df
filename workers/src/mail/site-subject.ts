/**
 * A mail's subject, led by the site's name when it is sent for site 2 (the regional reseller's
 * shop), so its shoppers know whom it is from.
 *
 * @example siteSubject('Reset your password', 'Seoul Snack Depot') // '[Seoul Snack Depot] Reset your password'
 */
export function siteSubject(subject: string, siteName: string | undefined): string {
  return siteName ? `[${siteName}] ${subject}` : subject;
}
