/**
 * Notes on a lead or a job application (decision 026): the team's own words, with author and time, erased with
 * what they are about (ON DELETE CASCADE). The audit log records that a note was written, never what it says.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { applicationNotes, applications, contacts, leadNotes, teamMembers } from "../db/schema";
import { audit } from "./audit";
import type { TeamMember } from "./session";

const KINDS = {
  lead: { notes: leadNotes, about: leadNotes.leadId, parent: contacts, action: "lead.note" },
  application: {
    notes: applicationNotes,
    about: applicationNotes.applicationId,
    parent: applications,
    action: "application.note",
  },
} as const;

export type NoteSubject = keyof typeof KINDS;

/** The notes on one lead or application, oldest first, with their authors. */
export async function readNotes(db: Db, kind: NoteSubject, id: number) {
  const { notes, about } = KINDS[kind];
  const rows = await db
    .select({
      id: notes.id,
      body: notes.body,
      authorId: notes.authorId,
      authorName: teamMembers.name,
      createdAt: notes.createdAt,
    })
    .from(notes)
    .innerJoin(teamMembers, eq(teamMembers.id, notes.authorId))
    .where(eq(about, id))
    .orderBy(notes.id);
  return rows.map(({ authorId, authorName, ...note }) => ({ ...note, author: { id: authorId, name: authorName } }));
}

/**
 * Adds a note by `member` and audits it (ids only), in one transaction that holds the lead or application, so an
 * erasure cannot remove it in between; undefined when there is no such lead or application.
 */
export async function addNote(db: Db, kind: NoteSubject, id: number, member: TeamMember, body: string) {
  const { notes, parent, action } = KINDS[kind];
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: parent.id }).from(parent).where(eq(parent.id, id)).for("share");
    if (!found) return undefined;
    const values =
      kind === "lead" ? { leadId: id, authorId: member.id, body } : { applicationId: id, authorId: member.id, body };
    const [row] = await tx
      .insert(notes)
      .values(values)
      .returning({ id: notes.id, body: notes.body, createdAt: notes.createdAt });
    await audit(tx, { actorId: member.id, action, subjectType: kind, subjectId: id, detail: { noteId: row!.id } });
    return { ...row!, author: { id: member.id, name: member.name } };
  });
}
