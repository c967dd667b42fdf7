import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { ALERT_LIMITS } from '@news/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../shared/articles';
import { FormField } from '../../shared/components/FormField';
import { Loading } from '../../shared/components/Loading';
import { Problem } from '../../shared/components/Problem';
import { ListTable } from '../../shared/components/StaffList';
import { StaffPage } from '../../shared/components/StaffPage';
import { toastSuccess } from '../../shared/components/toasts';
import { useSession } from '../../shared/session';
import { useFormatDateTime } from '../../shared/useDates';
import {
  alertInput,
  DeskAlertsQuery,
  EndAlertMutation,
  LIFETIMES,
  SendAlertMutation,
  type AlertForm,
} from './breakingData';

const EMPTY: AlertForm = {
  text: '',
  textTe: '',
  articleId: '',
  minutes: ALERT_LIMITS.defaultLifetimeMinutes,
};

/** An error of a mutation: the field it names (if any) and its message for people. */
function fieldError(error: unknown): { field?: string; message: string } | undefined {
  const first = (error as { errors?: { message: string; extensions?: { field?: string } }[] })
    ?.errors?.[0];
  if (first) return { field: first.extensions?.field, message: first.message };
  return error instanceof Error ? { message: error.message } : undefined;
}

/** Breaking news for editors and admins: send a one-line alert or a story, and end those shown. */
export default function BreakingPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const formatDateTime = useFormatDateTime();
  const [form, setForm] = useState<AlertForm>(EMPTY);
  const { data, loading, error, refetch } = useQuery(DeskAlertsQuery, {
    fetchPolicy: 'cache-and-network',
    skip: !user?.canPublish,
  });
  const [send, sending] = useMutation(SendAlertMutation);
  const [end] = useMutation(EndAlertMutation);
  const [problem, setProblem] = useState<{ field?: string; message: string }>();

  if (!user?.canPublish) {
    return (
      <StaffPage title={t('breaking.title')}>
        <Problem status="warning">{t('breaking.editorsOnly')}</Problem>
      </StaffPage>
    );
  }

  const set = (changes: Partial<AlertForm>) => setForm((f) => ({ ...f, ...changes }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.articleId && !form.text.trim() && !form.textTe.trim()) {
      return setProblem({ field: 'text', message: t('breaking.needWords') });
    }
    setProblem(undefined);
    try {
      await send({ variables: { input: alertInput(form) } });
      setForm(EMPTY);
      toastSuccess(t('breaking.sent'));
      await refetch();
    } catch (err) {
      setProblem(fieldError(err));
    }
  };
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const story = !!form.articleId;

  return (
    <StaffPage title={t('breaking.title')}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="4" maxW="xl">
          <FormField label={t('breaking.textEn')} error={errorOf('text')} required={false}>
            <Input
              value={form.text}
              disabled={story}
              maxLength={ALERT_LIMITS.textMax}
              onChange={(e) => set({ text: e.target.value })}
            />
          </FormField>
          <FormField label={t('breaking.textTe')} error={errorOf('textTe')} required={false}>
            <Input
              lang="te"
              value={form.textTe}
              disabled={story}
              maxLength={ALERT_LIMITS.textMax}
              onChange={(e) => set({ textTe: e.target.value })}
            />
          </FormField>
          <FormField label={t('breaking.story')} error={errorOf('articleId')} required={false}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={form.articleId}
                onChange={(e) => set({ articleId: e.target.value })}
              >
                <option value="">{t('breaking.storyNone')}</option>
                {data?.articles.items.map((a) => (
                  <option key={a.id} value={a.id} lang={langOf(a.language)}>
                    {a.title}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('breaking.expiry')} error={errorOf('expiresAt')}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={form.minutes}
                onChange={(e) => set({ minutes: Number(e.target.value) })}
              >
                {LIFETIMES.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes < 60
                      ? t('breaking.minutes', { count: minutes })
                      : t('breaking.hours', { count: minutes / 60 })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {problem && !problem.field && <Problem>{problem.message}</Problem>}
          <Button type="submit" colorPalette="red" alignSelf="start" loading={sending.loading}>
            {t('breaking.send')}
          </Button>
        </Stack>
      </form>

      <Text as="h2" fontSize="xl" fontWeight="semibold">
        {t('breaking.active')}
      </Text>
      {error && !data ? (
        <Problem onRetry={() => void refetch()}>{t('breaking.loadFailed')}</Problem>
      ) : loading && !data ? (
        <Loading />
      ) : data && data.activeAlerts.length === 0 ? (
        <Text>{t('breaking.none')}</Text>
      ) : data ? (
        <ListTable
          boxed={false}
          headings={[t('breaking.colText'), t('breaking.colUntil'), t('admin.colActions')]}
        >
          {data.activeAlerts.map((alert) => {
            const text = alert.lines.map((l) => l.text).join(' · ');
            return (
              <Table.Row key={alert.id}>
                <Table.Cell>{text}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(alert.expiresAt)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('breaking.endItem', { text })}
                    onClick={() =>
                      void end({ variables: { id: alert.id } }).then(
                        () => refetch(),
                        (err: unknown) => setProblem(fieldError(err)),
                      )
                    }
                  >
                    {t('breaking.end')}
                  </Button>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </ListTable>
      ) : null}
    </StaffPage>
  );
}
