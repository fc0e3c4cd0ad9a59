import type {
  ConsoleServiceRequest,
  serviceConsoleRoutes as desk,
} from '@cloudmall/contract/service';
import type { TableColumnType, TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterField } from '../../../components/filter-bar';
import { memberColumn } from '../../../components/member-column';
import { PageHeader } from '../../../components/page-header';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { contentColumn, stateColumn, timeColumn } from './request-columns';

/** A member's request as the desk lists it. */
export type DeskRow = ConsoleServiceRequest;
type Row = DeskRow;

interface RequestDeskProps {
  /** The page's texts: `<page>.title` and `<page>.subtitle`. */
  page: 'complaints' | 'consultations' | 'feedback';
  route: typeof desk.complaintList | typeof desk.consultationList | typeof desk.feedbackList;
  /** The bold line above what the member wrote. */
  headline: (row: Row) => string;
  /** The states offered by the state filter. */
  states: readonly string[];
  /** Filters between the state and the member search. */
  filters?: FilterField[];
  /** The row's buttons (the last column). */
  actions: TableColumnType<Row>;
  /** The modal the buttons open. */
  children: ReactNode;
}

/**
 * A service desk's list of members' requests: the member, what they wrote, the state with the
 * latest reply, the times and the row's buttons; filtered by state, `filters` and the member.
 */
export function RequestDesk(props: RequestDeskProps) {
  const { t } = useTranslation(['service-requests', 'common']);
  const columns: TableColumnsType<Row> = [
    memberColumn(t('columns.member'), 140),
    contentColumn(t, props.headline),
    stateColumn(t),
    timeColumn(t),
    props.actions,
  ];
  return (
    <>
      <PageHeader title={t(`${props.page}.title`)} subtitle={t(`${props.page}.subtitle`)} />
      <ServerTable
        route={props.route}
        columns={columns}
        rowKey={(item) => item.id}
        filters={[
          selectFilter('state', t('columns.state'), props.states, (s) => t(`state.${s}`)),
          ...(props.filters ?? []),
          {
            kind: 'text',
            name: 'q',
            label: t('filters.member'),
            placeholder: t('filters.memberHint'),
          },
        ]}
      />
      {props.children}
    </>
  );
}
