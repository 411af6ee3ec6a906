import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@evax/shared/runtime';
import { useFieldValue } from '../context.js';
import type { FieldProps } from '../types.js';

/** The bot check's languages (spec 1 §2.6): Arabic, or French for every other interface language. */
export function botCheckLanguage(language: string): 'ar' | 'fr' {
  return language === 'ar' ? 'ar' : 'fr';
}

export type BotCheckExecutor = (language: 'ar' | 'fr') => Promise<string>;

/**
 * invisible_recapcha: runs `props.execute(language)` (the provider's invisible check, in ar or
 * fr) and keeps the token it answers as the value. Without an executor it shows nothing to do.
 */
export default function BotCheckField({ field, name, id }: FieldProps) {
  const { t } = useTranslation();
  const interfaceLanguage = useLanguage();
  const language = botCheckLanguage(field.props?.language ?? interfaceLanguage);
  const { value, setValue } = useFieldValue<string>(name);
  const execute: BotCheckExecutor | undefined = field.props?.execute;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!execute || value) return;
    let live = true;
    execute(language)
      .then((token) => live && setValue(token))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [execute, language]);
  return (
    <Typography.Text id={id} type={failed ? 'danger' : 'secondary'} data-bot-language={language}>
      {t('FORM.BOT_CHECK', { language: language.toUpperCase() })}
      {value ? ` · ${t('FORM.BOT_CHECK_DONE')}` : ''}
    </Typography.Text>
  );
}
