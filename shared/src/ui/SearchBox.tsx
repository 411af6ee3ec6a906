import { useEffect, useState, type ChangeEvent } from 'react';
import { Button, Input, Space } from 'antd';
import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH } from '@evax/shared/contract';
import { useScreens } from '@evax/shared/runtime';

export interface SearchBoxOptions {
  placeholderKey?: string;
  /** Spec 1 §2.4: numeric-only by default. */
  numericOnly?: boolean;
  /** Characters a typed value may contain (tested one character at a time). */
  pattern?: RegExp;
  maxLength?: number;
}

interface SearchBoxProps extends SearchBoxOptions {
  value: string;
  onSearch: (value: string) => void;
}

const DIGIT = /\d/;

/** A search field with a search button and a clear button. */
export function SearchBox({
  value,
  onSearch,
  placeholderKey = 'TABLE.SEARCH_PLACEHOLDER',
  numericOnly = true,
  pattern,
  maxLength = SEARCH_MAX_LENGTH,
}: SearchBoxProps) {
  const { t } = useTranslation();
  // On a phone the buttons keep their icons only (their names stay for screen readers): the field keeps the room.
  const phone = !useScreens().md;
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  const allowed = pattern ?? (numericOnly ? DIGIT : undefined);
  const keepAllowed = (event: ChangeEvent<HTMLInputElement>) =>
    setText(allowed ? [...event.target.value].filter((character) => allowed.test(character)).join('') : event.target.value);
  const clear = () => {
    setText('');
    onSearch('');
  };

  return (
    <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
      <Input
        value={text}
        onChange={keepAllowed}
        onPressEnter={() => onSearch(text.trim())}
        placeholder={t(placeholderKey)}
        aria-label={t(placeholderKey)}
        maxLength={maxLength}
        inputMode={numericOnly && !pattern ? 'numeric' : undefined}
      />
      <Button type="primary" icon={<SearchOutlined />} onClick={() => onSearch(text.trim())} aria-label={phone ? t('TABLE.SEARCH') : undefined}>
        {!phone && t('TABLE.SEARCH')}
      </Button>
      <Button icon={<CloseOutlined />} onClick={clear} disabled={!text && !value} aria-label={phone ? t('TABLE.CLEAR') : undefined}>
        {!phone && t('TABLE.CLEAR')}
      </Button>
    </Space.Compact>
  );
}
