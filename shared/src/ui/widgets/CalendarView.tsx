import { useEffect, useState } from 'react';
import { Badge, Button, Card, Empty, Flex, Segmented, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DAYJS_LOCALES, isRightToLeft, useLanguage } from '@evax/shared/runtime';
import { tunisToday } from '@evax/shared/validation';
import { calendarDays, CALENDAR_VIEWS, eventsOn, shiftCalendar, type CalendarViewKind } from './calendar-rules.js';
import type { CalendarProps } from './Calendar.js';

/** A day as YYYY-MM-DD in Latin digits, whatever the language (the Arabic locale writes Arabic-Indic digits). */
const isoDayOf = (day: Dayjs) => day.locale('en').format('YYYY-MM-DD');

const VIEW_KEYS: Record<CalendarViewKind, string> = { month: 'WIDGETS.CALENDAR.MONTH', week: 'WIDGETS.CALENDAR.WEEK', day: 'WIDGETS.CALENDAR.DAY' };

/** The calendar itself, loaded on first use (see Calendar). */
export default function CalendarView({ events, initialDate, initialView = 'month', onSelectEvent, onRangeChange }: CalendarProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rtl = isRightToLeft(language);
  const [view, setView] = useState<CalendarViewKind>(initialView);
  // Today is Tunis's, as for the server's lists of the day, whatever the machine's time zone.
  const today = dayjs(tunisToday());
  const [date, setDate] = useState<Dayjs>(() => (initialDate ? dayjs(initialDate) : today));
  // Month and day names, and the week's first day, follow the language.
  const current = date.locale(DAYJS_LOCALES[language]);
  const days = calendarDays(current, view);
  const [first, last] = [isoDayOf(days[0]!), isoDayOf(days[days.length - 1]!)];
  useEffect(() => onRangeChange?.(first, last), [first, last, onRangeChange]);
  const title =
    view === 'month'
      ? current.format('MMMM YYYY')
      : view === 'week'
        ? `${days[0]!.format('D MMM')} – ${days[6]!.format('D MMM YYYY')}`
        : current.format('dddd D MMMM YYYY');

  const eventList = (day: Dayjs) =>
    eventsOn(events, day).map((event) => (
      <li key={event.id}>
        <Button
          type="link"
          size="small"
          data-event-id={event.id}
          className={event.status === 2 ? 'evax-event-done' : event.status === 4 ? 'evax-event-cancelled' : undefined}
          onClick={() => onSelectEvent?.(event)}
          style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
        >
          <Badge
            status={event.status === 2 ? 'success' : event.status === 4 ? 'default' : 'processing'}
            text={event.start.length > 10 ? `${dayjs(event.start).format('HH:mm')} ${event.title}` : event.title}
          />
        </Button>
      </li>
    ));

  return (
    <Card className="evax-calendar" data-view={view}>
      <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 16 }}>
        <Flex gap="small">
          <Button
            aria-label={t('WIDGETS.CALENDAR.PREVIOUS')}
            icon={rtl ? <RightOutlined /> : <LeftOutlined />}
            onClick={() => setDate(shiftCalendar(current, view, -1))}
          />
          <Button onClick={() => setDate(today)}>{t('WIDGETS.CALENDAR.TODAY')}</Button>
          <Button
            aria-label={t('WIDGETS.CALENDAR.NEXT')}
            icon={rtl ? <LeftOutlined /> : <RightOutlined />}
            onClick={() => setDate(shiftCalendar(current, view, 1))}
          />
        </Flex>
        <Typography.Title level={5} style={{ margin: 0 }} className="evax-calendar-title">
          {title}
        </Typography.Title>
        <Segmented<CalendarViewKind>
          aria-label={t('WIDGETS.CALENDAR.VIEW')}
          value={view}
          onChange={setView}
          options={CALENDAR_VIEWS.map((value) => ({ value, label: t(VIEW_KEYS[value]) }))}
        />
      </Flex>
      {view === 'day' ? (
        eventsOn(events, current).length ? (
          <ul className="evax-calendar-day">{eventList(current)}</ul>
        ) : (
          <Empty description={t('WIDGETS.CALENDAR.NO_EVENT')} />
        )
      ) : (
        <div role="grid" style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }}>
          {days.slice(0, 7).map((day) => (
            <div key={`head-${day.day()}`} role="columnheader" style={{ textAlign: 'center', fontWeight: 600 }}>
              {day.format('ddd')}
            </div>
          ))}
          {days.map((day) => {
            const outside = view === 'month' && !day.isSame(current, 'month');
            const isToday = day.isSame(today, 'day');
            return (
              <div
                key={day.valueOf()}
                role="gridcell"
                data-date={isoDayOf(day)}
                aria-current={isToday ? 'date' : undefined}
                style={{
                  minHeight: view === 'week' ? 160 : 84,
                  padding: 4,
                  border: '1px solid #f0f0f0',
                  borderRadius: 4,
                  background: isToday ? '#e3f2f4' : undefined,
                  opacity: outside ? 0.45 : 1,
                }}
              >
                <Typography.Text strong={isToday}>{day.format(view === 'week' ? 'D MMM' : 'D')}</Typography.Text>
                <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{eventList(day)}</ul>
              </div>
            );
          })}
        </div>
      )}
    </Card>
  );
}
