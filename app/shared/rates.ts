/** The anchor of the engagement models page's budgets: the published rates every service and client page links to. */
export const RATES_ANCHOR = "rates";
