import { applications } from "./schema";

/**
 * An application's own fields, without the CV's bytes and the withdraw link's nonce (a secret of the candidate's
 * link): what the command-line tool, the workspace and the tests read of it.
 */
export const applicationColumns = {
  id: applications.id,
  role: applications.role,
  name: applications.name,
  email: applications.email,
  phone: applications.phone,
  location: applications.location,
  linkedin: applications.linkedin,
  github: applications.github,
  portfolio: applications.portfolio,
  note: applications.note,
  cvType: applications.cvType,
  cvSize: applications.cvSize,
  cvSha256: applications.cvSha256,
};
