import { Alert, Button, Card, Col, Descriptions, Flex, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChildValues, DuplicateCandidate, Language, PlaceName } from '@evax/shared/contract';
import { formatDate, useLanguage } from '@evax/shared/runtime';
import { LanguageText, LtrText } from '@evax/shared/ui';

export const placeName = (place: PlaceName | null, language: Language) => (place ? (language === 'ar' ? (place.nameAr ?? place.nameFr) : place.nameFr) : '');

/** What the panel compares: the child as entered, and each registered candidate. */
interface Compared {
  firstNameFr: string;
  lastNameFr: string;
  firstNameAr: string;
  lastNameAr: string;
  birthDate: string;
  motherFirstNameFr: string | null;
  motherLastNameFr: string | null;
  governorate: string;
  evaxNumber: string | null;
}

/** Between a name and its twin in the other script: a text separator (read aloud and copied too). */
const NAME_SEPARATOR = ' / ';

const nameIn = (child: Compared, script: 'fr' | 'ar') =>
  (script === 'ar' ? `${child.firstNameAr} ${child.lastNameAr}` : `${child.firstNameFr} ${child.lastNameFr}`).trim();

function ChildFacts({ child, language }: { child: Compared; language: Language }) {
  const { t } = useTranslation();
  const first = language === 'ar' ? 'ar' : 'fr';
  const second = first === 'ar' ? 'fr' : 'ar';
  const mother = [child.motherFirstNameFr, child.motherLastNameFr].filter(Boolean).join(' ');
  const D = 'CITIZEN.CHILD_ADD.DUPLICATES';
  return (
    <Descriptions size="small" column={1}>
      <Descriptions.Item label={t(`${D}.NAME`)}>
        {/*
          Both scripts: a spelling that differs in one of them is often the clue. The page's first,
          then the other after a separator, each isolated in its own direction and language, so
          neither runs into the other ("Youssef Jebali / يوسف الجبالي", not "Youssef Jebaliيوسف الجبالي").
        */}
        <LanguageText language={first}>{nameIn(child, first)}</LanguageText>
        {nameIn(child, second) ? (
          <>
            {NAME_SEPARATOR}
            <span style={{ color: 'rgba(0, 0, 0, 0.55)' }}>
              <LanguageText language={second}>{nameIn(child, second)}</LanguageText>
            </span>
          </>
        ) : null}
      </Descriptions.Item>
      <Descriptions.Item label={t(`${D}.BIRTH_DATE`)}>{formatDate(child.birthDate)}</Descriptions.Item>
      <Descriptions.Item label={t(`${D}.MOTHER`)}>{mother || '—'}</Descriptions.Item>
      <Descriptions.Item label={t(`${D}.GOVERNORATE`)}>{child.governorate || '—'}</Descriptions.Item>
      <Descriptions.Item label={t(`${D}.EVAX_NUMBER`)}>
        <LtrText>{child.evaxNumber ?? '—'}</LtrText>
      </Descriptions.Item>
    </Descriptions>
  );
}

export interface DuplicatesPanelProps {
  entered: ChildValues;
  enteredGovernorate: string;
  candidates: DuplicateCandidate[];
  onOpen: (evaxNumber: string) => void;
  onConfirmDifferent: () => void;
  onCancel: () => void;
  confirming: boolean;
  failure?: string | null;
}

/**
 * The likely duplicates the server answered (409), side by side with the child entered: the
 * agent opens an existing child, or confirms a different child (sent again with confirmNotDuplicate).
 */
export function DuplicatesPanel({ entered, enteredGovernorate, candidates, onOpen, onConfirmDifferent, onCancel, confirming, failure }: DuplicatesPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const D = 'CITIZEN.CHILD_ADD.DUPLICATES';
  const enteredFacts: Compared = {
    ...entered,
    motherFirstNameFr: entered.motherFirstNameFr ?? null,
    motherLastNameFr: entered.motherLastNameFr ?? null,
    governorate: enteredGovernorate,
    evaxNumber: null,
  };
  return (
    <Flex vertical gap="middle" data-testid="duplicates">
      <Alert type="warning" showIcon title={t(`${D}.TITLE`)} description={t(`${D}.INTRO`)} />
      {failure ? <Alert type="error" showIcon role="alert" title={t(failure)} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card size="small" title={t(`${D}.ENTERED`)} styles={{ header: { background: '#e6f4ff' } }} data-testid="duplicate-entered">
            <ChildFacts child={enteredFacts} language={language} />
          </Card>
        </Col>
        {candidates.map((candidate) => (
          <Col xs={24} md={8} key={candidate.id}>
            <Card
              size="small"
              data-testid="duplicate-candidate"
              title={t(`${D}.CANDIDATE`)}
              extra={<Tag color={candidate.score >= 0.85 ? 'red' : 'orange'}>{t(`${D}.SCORE`, { score: Math.round(candidate.score * 100) })}</Tag>}
              actions={[
                <Button key="open" type="link" onClick={() => onOpen(candidate.evaxNumber)}>
                  {t(`${D}.OPEN`)}
                </Button>,
              ]}
            >
              <ChildFacts child={{ ...candidate, governorate: placeName(candidate.birthGovernorate, language) }} language={language} />
            </Card>
          </Col>
        ))}
      </Row>
      <Flex gap="small" justify="flex-end">
        <Button onClick={onCancel} disabled={confirming}>
          {t(`${D}.CANCEL`)}
        </Button>
        <Button type="primary" danger onClick={onConfirmDifferent} loading={confirming}>
          {t(`${D}.CONFIRM`)}
        </Button>
      </Flex>
    </Flex>
  );
}
