/** /team/subscribers: the newsletter's subscribers with their status and dates; unsubscribe one on request. */
import { useState } from "react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { act, ApiError, query } from "../api";
import { announce } from "../announce";
import { useConfirm } from "../components/confirm";
import {
  ExportLink,
  Filters,
  ListResults,
  ListTable,
  loadFiltered,
  usePages,
  type FilterField,
} from "../components/list";
import { DateTime, ErrorAlert, ScreenHeader, StatusBadge } from "../components/ui";
import { optionsOf, SUBSCRIBER_STATUS_LABELS, type Page, type SubscriberRow } from "../types";

const FIELDS: FilterField[] = [
  { name: "q", label: "Search e-mail address", kind: "search" },
  {
    name: "status",
    label: "Status",
    kind: "select",
    options: optionsOf(SUBSCRIBER_STATUS_LABELS),
    anyLabel: "Any status",
  },
];

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadFiltered<SubscriberRow>(
    request,
    "/subscribers",
    FIELDS.map((field) => field.name),
  );

// eslint-disable-next-line max-lines-per-function -- the list's markup and the unsubscribe action, which share the rows' state
function SubscriberRows({ page, filters }: { page: Page<SubscriberRow>; filters: [string, string][] }) {
  const list = usePages(page, `/subscribers${query(filters)}`, ["subscriber", "subscribers"]);
  const [changed, setChanged] = useState<Record<number, SubscriberRow>>({});
  const [error, setError] = useState<string>();
  const [dialog, confirm] = useConfirm();

  const unsubscribe = async (subscriber: SubscriberRow) => {
    const sure = await confirm({
      title: "Unsubscribe this address?",
      body: <p>{subscriber.email} will receive no more newsletters. Do this when the person asks for it.</p>,
      confirmLabel: "Unsubscribe",
      danger: true,
    });
    if (!sure) return;
    setError(undefined);
    try {
      const { subscriber: saved } = await act<{ subscriber: SubscriberRow }>(
        `/subscribers/${subscriber.id}/unsubscribe`,
        { method: "POST" },
      );
      setChanged({ ...changed, [subscriber.id]: saved });
      announce(`${subscriber.email} is unsubscribed.`);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "The address could not be unsubscribed.");
    }
  };

  return (
    <>
      <ErrorAlert message={error} />
      <ListTable
        caption="Newsletter subscribers, newest first"
        list={list}
        columns={[
          "E-mail address",
          "Status",
          "Subscribed",
          "Confirmed",
          "Unsubscribed",
          <span className="visually-hidden">Actions</span>,
        ]}
      >
        {list.items.map((row) => {
          const subscriber = changed[row.id] ?? row;
          return (
            <tr key={subscriber.id}>
              <th scope="row" className="cell-main">
                <span className="row-title break">{subscriber.email}</span>
                <span className="row-meta">
                  <StatusBadge status={subscriber.status} label={SUBSCRIBER_STATUS_LABELS[subscriber.status]} />
                  <span>
                    since <DateTime value={subscriber.createdAt} withTime={false} />
                  </span>
                </span>
              </th>
              <td>
                <StatusBadge status={subscriber.status} label={SUBSCRIBER_STATUS_LABELS[subscriber.status]} />
              </td>
              <td>
                <DateTime value={subscriber.createdAt} withTime={false} />
              </td>
              <td>
                <DateTime value={subscriber.confirmedAt} withTime={false} />
              </td>
              <td>
                <DateTime value={subscriber.unsubscribedAt} withTime={false} />
              </td>
              <td className="cell-action">
                {subscriber.status === "unsubscribed" ? null : (
                  <button
                    type="button"
                    className="button button-small button-secondary"
                    onClick={() => void unsubscribe(subscriber)}
                  >
                    Unsubscribe<span className="visually-hidden"> {subscriber.email}</span>
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </ListTable>
      {dialog}
    </>
  );
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  const { page, filterErrors, filters } = data;
  return (
    <>
      <ScreenHeader title="Subscribers">
        <ExportLink path="/subscribers" filters={filters} />
      </ScreenHeader>
      <Filters fields={FIELDS} label="Filter subscribers" errors={filterErrors} />
      <ListResults
        loaded={data}
        rows={<SubscriberRows page={page} filters={filters} />}
        noMatch={[
          "No subscribers match these filters.",
          <p>Check the spelling of the address, or clear the filters to see everyone.</p>,
        ]}
        empty={[
          "No subscribers yet.",
          <p>
            People who sign up with the newsletter box in the website&rsquo;s footer appear here once they have asked to
            subscribe.
          </p>,
        ]}
      />
    </>
  );
}
