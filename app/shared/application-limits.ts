/**
 * The job application form's limits (decision 021), without zod: the form's markup
 * and the browser's checks read them on the first load of a role page; the
 * schema (application-form.ts) and the server (server/api/applications.ts)
 * enforce them.
 */

/** The largest CV accepted: 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** The same, as people read it. */
export const CV_MAX_LABEL = `${CV_MAX_BYTES / (1024 * 1024)} MB`;
/** The CV's types, as its content shows them. */
export const CV_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  odt: "application/vnd.oasis.opendocument.text",
} as const;
export type CvType = keyof typeof CV_TYPES;
/** The file input's `accept`: the extensions and the types, so that every platform's picker offers them. */
export const CV_ACCEPT = [...Object.keys(CV_TYPES).map((ext) => `.${ext}`), ...Object.values(CV_TYPES)].join(",");
/** The note's limit, in characters. */
export const NOTE_MAX = 3000;

/** What the form's markup shows of these limits (a role page's loader data). */
export interface ApplicationLimits {
  readonly cvAccept: string;
  readonly cvMaxLabel: string;
  readonly noteMax: number;
}
export const APPLICATION_LIMITS: ApplicationLimits = {
  cvAccept: CV_ACCEPT,
  cvMaxLabel: CV_MAX_LABEL,
  noteMax: NOTE_MAX,
};
