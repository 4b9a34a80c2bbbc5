import {
  ADMIN_INBOX_PAGE_SIZE_DEFAULT,
  INBOX_FILTERS,
  formatNumber,
  parseIdText,
  type InboxFilter,
} from '@matjar/core';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useContactMessages } from '../features/inbox/api/inbox-api';
import {
  INBOX_SEARCH_MAX,
  readInboxParams,
  writeInboxParams,
  type InboxListParams,
} from '../features/inbox/inbox-params';
import { MessageList } from '../features/inbox/message-list';
import { MessagePane } from '../features/inbox/message-pane';
import { useI18n } from '../i18n/language-context';
import type { MessageKey } from '../i18n/ar';
import { useInboxUnreadCount } from '../lib/api/inbox-unread-count';
import { DataTablePager, serverPagination } from '../ui/data-table-pager';
import { EmptyState, QueryState, queryPart } from '../ui/query-state';
import { PageHeading } from '../ui/page-heading';
import { RefreshButton } from '../ui/refresh-button';
import { SearchForm } from '../ui/search-form';
import { Tabs } from '../ui/tabs';

const TAB_LABELS: Record<InboxFilter, MessageKey> = {
  inbox: 'inbox.tab.inbox',
  unread: 'inbox.tab.unread',
  archived: 'inbox.tab.archived',
};

/**
 * /admin/inbox and /admin/inbox/{id} (D9): the storefront's contact messages. On a desktop the list
 * and the open message sit side by side; on a phone they are two views, the list at /inbox and the message
 * at /inbox/{id} with a way back. The list's filter, search and page live in the address, kept on opening.
 */
export function InboxPage() {
  const { t, language } = useI18n();
  const { id: idParam } = useParams();
  const openId = parseIdText(idParam);
  const [search, setSearch] = useSearchParams();
  const params = readInboxParams(search);
  const list = useContactMessages(params);
  const unread = useInboxUnreadCount(true);
  const [typed, setTyped] = useState(params.q);
  const query = writeInboxParams(params).toString();
  const suffix = query ? `?${query}` : '';
  const change = (next: Partial<InboxListParams>) =>
    setSearch(writeInboxParams({ ...params, page: 1, ...next }));

  const listView = (
    <div className="space-y-4">
      <SearchForm
        id="inbox-search"
        label={t('inbox.search.label')}
        placeholder={t('inbox.search.placeholder')}
        submitLabel={t('inbox.search.submit')}
        maxLength={INBOX_SEARCH_MAX}
        value={typed}
        onValueChange={setTyped}
        onSearch={() => change({ q: typed })}
      />
      <QueryState
        query={queryPart(list, (data) => data.messages)}
        errorTitle={t('inbox.loadFailed')}
        empty={{
          icon: Inbox,
          title: t(params.q ? 'inbox.empty.search' : `inbox.empty.${params.filter}`),
        }}
      >
        {(messages) => (
          <div className="space-y-3">
            <MessageList messages={messages} openId={openId} linkTo={(id) => `/inbox/${id}${suffix}`} />
            <DataTablePager
              pagination={serverPagination(params.page, list.data, ADMIN_INBOX_PAGE_SIZE_DEFAULT, (page) =>
                change({ page }),
              )}
              rowsOnPage={messages.length}
              busy={list.isFetching}
            />
          </div>
        )}
      </QueryState>
    </div>
  );

  return (
    <>
      <div className={openId === null ? '' : 'hidden lg:block'}>
        <PageHeading
          title={t('inbox.title')}
          actions={<RefreshButton label={t('inbox.refresh')} query={list} />}
        />
      </div>
      <div className="mt-4 lg:grid lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start lg:gap-6">
        <section aria-label={t('inbox.listLabel')} className={openId === null ? '' : 'hidden lg:block'}>
          <Tabs
            label={t('inbox.filterLabel')}
            value={params.filter}
            onValueChange={(filter) => change({ filter: filter as InboxFilter })}
            tabs={INBOX_FILTERS.map((filter) => ({
              value: filter,
              label:
                filter === 'unread' && unread.data
                  ? `${t(TAB_LABELS[filter])} (${formatNumber(unread.data, language)})`
                  : t(TAB_LABELS[filter]),
              content: listView,
            }))}
          />
        </section>
        <div className={openId === null ? 'hidden lg:block' : ''}>
          {openId === null ? (
            <EmptyState icon={Inbox} title={t('inbox.choose')} />
          ) : (
            <MessagePane key={openId} id={openId} backTo={`/inbox${suffix}`} />
          )}
        </div>
      </div>
    </>
  );
}
