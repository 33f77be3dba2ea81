/** A lead's other enquiries (issue 36 §5): from the same address, or the same company, newest first. */
import { LEAD_STATUS_LABELS, type LeadStatus } from "../types";
import { DateTime, DayItem, StatusBadge } from "./ui";

export interface OtherEnquiry {
  readonly id: number;
  readonly name: string;
  readonly company: string | null;
  readonly status: LeadStatus;
  readonly createdAt: string;
  /** What it shares with this lead. */
  readonly match: "address" | "company";
}

export function OtherEnquiries({ others }: { others: readonly OtherEnquiry[] }) {
  if (!others.length) return null;
  return (
    <section className="panel" aria-labelledby="others-heading">
      <h2 id="others-heading">Other enquiries</h2>
      <p className="muted">From the same address or the same company, newest first.</p>
      <ul className="day-list">
        {others.map((other) => (
          <DayItem key={other.id} lead={other}>
            <span>{other.match === "address" ? "Same address" : "Same company"}</span>
            <StatusBadge status={other.status} label={LEAD_STATUS_LABELS[other.status]} />
            <DateTime value={other.createdAt} />
          </DayItem>
        ))}
      </ul>
    </section>
  );
}
