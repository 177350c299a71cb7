/*
 * Ejected from @docusaurus/theme-classic 3.8.1 (theme/LastUpdated/index.js).
 *
 * What changed: in English the date is formatted by formatEnglishUtcDate
 * (./formatDate.ts) rather than by a new Intl.DateTimeFormat. The text is the
 * same, but creating the first Intl formatter of a page loads the browser's
 * locale data, which cost about 10 ms of the hydration task on a fast machine
 * (four times that on a phone). Other locales still use Intl. The markup, the
 * translation ids and the development notice are the original's.
 */
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import type {ReactNode} from 'react';
import {formatEnglishUtcDate, lastUpdatedFormat} from './formatDate';

function useFormattedDate(date: Date): string {
  const {i18n} = useDocusaurusContext();
  const {currentLocale, localeConfigs} = i18n;
  if (currentLocale === 'en' && localeConfigs[currentLocale]?.calendar === 'gregory') return formatEnglishUtcDate(date);
  return new Intl.DateTimeFormat(currentLocale, {
    calendar: localeConfigs[currentLocale]?.calendar,
    ...lastUpdatedFormat,
  }).format(date);
}

function LastUpdatedAtDate({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const atDate = new Date(lastUpdatedAt);
  const formatted = useFormattedDate(atDate);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {formatted}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({lastUpdatedBy}: {lastUpdatedBy: string}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{user: <b>{lastUpdatedBy}</b>}}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
      {process.env.NODE_ENV === 'development' && (
        <div>
          <small> (Simulated during dev for better perf)</small>
        </div>
      )}
    </span>
  );
}
