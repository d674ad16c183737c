// Limits of the admin's reports, one source for the API's contract schemas and the Reports screen's forms. Plain
// values: a form that imports them does not pull the schema library in.

/** The longest period one report covers, in days (both ends included). */
export const REPORT_MAX_DAYS = 366;
